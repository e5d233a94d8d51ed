import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { updateEvaluationInputSchema, type EvaluationDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import { useUpdateEvaluation } from '@/features/evaluation-events/api/evaluation-events';
import { MinEvaluatorsField } from './min-evaluators-field';
import { InstructionsFields, filledInstructions } from './instructions-fields';
import { SessionsFields, type SessionDraft } from './sessions-fields';

type Errors = FieldErrors<{ name: string; min_evaluators: number; sessions: unknown; instructions: unknown }>;
const sessionKey = (sessions: SessionDraft[]) => JSON.stringify(sessions.map((s) => [s.date, s.start_time, s.gym.trim()]));

/** Change the name, the minimum, the sessions or the instructions of a planned day (the scale stays). */
export function EditEvaluationDialog({ event, onClose }: { event: EvaluationDto; onClose: () => void }) {
  const update = useUpdateEvaluation(event.id);
  const original = event.sessions.map(({ date, start_time, gym }) => ({ date, start_time, gym }));
  const [name, setName] = useState(event.name);
  const [minEvaluators, setMinEvaluators] = useState(String(event.min_evaluators));
  const [sessions, setSessions] = useState<SessionDraft[]>(original);
  const [instructions, setInstructions] = useState<Record<number, string>>(Object.fromEntries(event.skills.map((s) => [s.id, s.instruction])));
  const [errors, setErrors] = useState<Errors>({});
  const kept = sessions.filter((s) => s.date || s.start_time || s.gym.trim());
  // Sessions are replaced as a whole, which turns codes made for one session into whole-day codes: only when they changed.
  const sessionsChanged = sessionKey(kept) !== sessionKey(original);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseForm(updateEvaluationInputSchema, {
      name,
      min_evaluators: Number(minEvaluators),
      ...(sessionsChanged ? { sessions: kept } : {}),
      instructions: filledInstructions(instructions),
    });
    setErrors(parsed.errors);
    if (parsed.ok) update.mutate(parsed.data, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby="edit-evaluation-title" fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="edit-evaluation-title">Change the evaluation day</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Name of the day" value={name} onChange={(e) => setName(e.target.value)} error={!!errors.name} helperText={errors.name} required />
            <MinEvaluatorsField value={minEvaluators} onChange={setMinEvaluators} error={errors.min_evaluators} />
            <SessionsFields sessions={sessions} onChange={setSessions} error={errors.sessions} />
            {sessionsChanged && <Alert severity="warning">Codes made for one session will let their evaluators in for the whole day once the sessions change.</Alert>}
            <InstructionsFields skills={event.skills} instructions={instructions} onChange={setInstructions} error={errors.instructions} />
            {update.isError && <Alert severity="error">{apiErrorMessage(update.error) ?? 'The changes could not be saved. Please try again.'}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            Save changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
