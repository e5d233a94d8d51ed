import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import type { QuizStatus } from '@/features/quiz-admin/api/types';
import { passingScoreRange, timeLimitRange } from '@/features/quiz-admin/lib/quiz-settings-schema';

export interface NewQuizSettings {
  title: string;
  description: string;
  questionsCount: string;
  timeLimit: string;
  passingScore: string;
  startDate: string;
  endDate: string;
  status: QuizStatus;
}

interface NewQuizSettingsFieldsProps {
  value: NewQuizSettings;
  onChange: (next: NewQuizSettings) => void;
  disabled: boolean;
}

export function NewQuizSettingsFields({ value, onChange, disabled }: NewQuizSettingsFieldsProps) {
  const field = (key: keyof NewQuizSettings) => ({
    id: `new-quiz-${key}`,
    value: value[key],
    disabled,
    fullWidth: true,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  const shrink = { inputLabel: { shrink: true } };

  return (
    <Stack spacing={2}>
      <TextField {...field('title')} label="Quiz Title" required />
      <TextField {...field('description')} label="Description" multiline minRows={2} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('questionsCount')}
          label="Number of Questions"
          type="number"
          helperText="How many questions you plan; the list below is what gets saved"
          slotProps={{ htmlInput: { min: 1, max: 200 } }}
        />
        <TextField
          {...field('timeLimit')}
          label="Time Limit (minutes)"
          type="number"
          helperText={`${timeLimitRange.min} to ${timeLimitRange.max} minutes`}
          slotProps={{ htmlInput: { min: timeLimitRange.min, max: timeLimitRange.max } }}
        />
        <TextField
          {...field('passingScore')}
          label="Passing Score (%)"
          type="number"
          helperText="0 to 100, in steps of 0.1"
          slotProps={{ htmlInput: { min: passingScoreRange.min, max: passingScoreRange.max, step: passingScoreRange.step } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('startDate')} label="Start Date and Time" type="datetime-local" helperText="Your local time" slotProps={shrink} />
        <TextField {...field('endDate')} label="End Date and Time" type="datetime-local" helperText="Your local time" slotProps={shrink} />
        <FormControl fullWidth disabled={disabled}>
          <InputLabel id="new-quiz-status-label">Initial Status</InputLabel>
          <Select
            labelId="new-quiz-status-label"
            id="new-quiz-status"
            label="Initial Status"
            value={value.status}
            onChange={(e) => onChange({ ...value, status: e.target.value as QuizStatus })}
          >
            <MenuItem value="draft">Draft</MenuItem>
            <MenuItem value="active">Active</MenuItem>
          </Select>
        </FormControl>
      </Stack>
    </Stack>
  );
}
