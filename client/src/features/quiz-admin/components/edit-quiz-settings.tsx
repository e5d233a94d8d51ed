import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { QuizDetailDto } from '@/features/quiz-admin/api/types';
import { buildQuizUpdate } from '@/features/quiz-admin/lib/build-quiz-update';
import { toDateInputValue } from '@/features/quiz-admin/lib/quiz-dates';
import { checkQuizSettings, passingScoreRange, timeLimitRange } from '@/features/quiz-admin/lib/quiz-settings-schema';
import type { QuizUpdatePayload } from '@/features/quiz-admin/api/update-quiz';
import { checkAttemptPolicy, policyToDraft } from '@/features/quiz-admin/lib/attempt-policy';
import { checkDrawSettings, drawSettingsFromQuiz } from '@/features/quiz-admin/lib/draw-settings';
import { AttemptPolicyFields } from './attempt-policy-fields';
import { DrawSettingsFields } from './draw-settings-fields';

interface EditQuizSettingsProps {
  quiz: QuizDetailDto;
  saving: boolean;
  onSave: (payload: QuizUpdatePayload) => void;
  onCancel: () => void;
}

/** The quiz's own fields; which of them are editable follows the quiz's status. */
export function EditQuizSettings({ quiz, saving, onSave, onCancel }: EditQuizSettingsProps) {
  const [title, setTitle] = useState(quiz.title);
  const [description, setDescription] = useState(quiz.description ?? '');
  const [timeLimit, setTimeLimit] = useState(String(quiz.time_limit_minutes));
  const [passingScore, setPassingScore] = useState(String(quiz.passing_score));
  const [startDate, setStartDate] = useState(toDateInputValue(quiz.start_date));
  const [endDate, setEndDate] = useState(toDateInputValue(quiz.end_date));
  const [policy, setPolicy] = useState(() => policyToDraft(quiz));
  const [draw, setDraw] = useState(() => drawSettingsFromQuiz(quiz));
  const [problem, setProblem] = useState('');

  const isDraft = quiz.status === 'draft';
  const isArchived = quiz.status === 'archived';
  const textLocked = isArchived || saving;
  const settingsLocked = !isDraft || saving;

  // The problem was about the values as they were: changing one clears it.
  const edited = (set: (value: string) => void) => (value: string) => {
    setProblem('');
    set(value);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuizSettings({ title, description, timeLimit, passingScore });
    if (!checked.ok) return setProblem(checked.message);
    const rules = checkAttemptPolicy(policy);
    if (!rules.ok) return setProblem(rules.message);
    const drawing = checkDrawSettings(draw);
    if (!drawing.ok) return setProblem(drawing.message);
    setProblem('');
    const payload = buildQuizUpdate(quiz.status, { ...checked.value, startDate, endDate, policy: rules.value, draw: drawing.value });
    if (payload) onSave(payload);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label="Quiz settings">
      {problem && <Alert severity="error">{problem}</Alert>}
      <TextField id="edit-quiz-title" label="Title" value={title} onChange={(e) => edited(setTitle)(e.target.value)} disabled={textLocked} required fullWidth />
      <TextField
        id="edit-quiz-description"
        label="Description"
        value={description}
        onChange={(e) => edited(setDescription)(e.target.value)}
        disabled={textLocked}
        multiline
        minRows={2}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="edit-quiz-time-limit"
          label="Time Limit (minutes)"
          type="number"
          value={timeLimit}
          onChange={(e) => edited(setTimeLimit)(e.target.value)}
          disabled={settingsLocked}
          slotProps={{ htmlInput: { min: timeLimitRange.min, max: timeLimitRange.max } }}
          fullWidth
        />
        <TextField
          id="edit-quiz-passing-score"
          label="Passing Score (%)"
          type="number"
          value={passingScore}
          onChange={(e) => edited(setPassingScore)(e.target.value)}
          disabled={settingsLocked}
          slotProps={{ htmlInput: { min: passingScoreRange.min, max: passingScoreRange.max, step: passingScoreRange.step } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="edit-quiz-start-date"
          label="Start Date"
          type="date"
          value={startDate}
          onChange={(e) => edited(setStartDate)(e.target.value)}
          disabled={settingsLocked}
          helperText="Opens at 00:00 UTC"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          id="edit-quiz-end-date"
          label="End Date"
          type="date"
          value={endDate}
          onChange={(e) => edited(setEndDate)(e.target.value)}
          disabled={textLocked}
          helperText="Closes at 23:59:59 UTC"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <AttemptPolicyFields idPrefix="edit-quiz" value={policy} onChange={setPolicy} disabled={textLocked} />
      <DrawSettingsFields idPrefix="edit-quiz" value={draw} onChange={(next) => { setProblem(''); setDraw(next); }} disabled={settingsLocked} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isArchived || saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
