import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { quizStatuses, type QuizStatus } from '@/features/quiz-admin/api/types';
import { quizStatusLabels } from './quiz-status-chip';

interface QuizStatusSelectProps {
  quizId: number;
  value: QuizStatus;
  disabled?: boolean;
  onChange: (status: QuizStatus) => void;
}

export function QuizStatusSelect({ quizId, value, disabled, onChange }: QuizStatusSelectProps) {
  const labelId = `quiz-${quizId}-status-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 140 }} disabled={disabled}>
      <InputLabel id={labelId}>Status</InputLabel>
      <Select
        labelId={labelId}
        id={`quiz-${quizId}-status`}
        label="Status"
        value={value}
        onChange={(e) => {
          if (e.target.value !== value) onChange(e.target.value as QuizStatus);
        }}
      >
        {quizStatuses.map((s) => (
          <MenuItem key={s} value={s}>{quizStatusLabels[s]}</MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
