import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { walkUpInputSchema } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import type { DeskCheckIn } from '@/features/evaluation-events/api/check-in-desk';
import { useCheckInWalkUp } from '@/features/evaluation-events/api/check-in-desk';

/** A child who did not register: added to the division and given a bib at once. */
interface WalkUpFormProps {
  eventId: number;
  /** The day's divisions: with several, the desk says which one the child joins. */
  divisions: { id: number; name: string }[];
  onCheckedIn: (checkIn: DeskCheckIn) => void;
}

export function WalkUpForm({ eventId, divisions, onCheckedIn }: WalkUpFormProps) {
  const walkUp = useCheckInWalkUp(eventId);
  const [values, setValues] = useState({ name: '', date_of_birth: '', email: '', division_id: '' });
  const [errors, setErrors] = useState<FieldErrors<typeof values>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseForm(walkUpInputSchema, {
      name: values.name,
      date_of_birth: values.date_of_birth || undefined,
      email: values.email.trim() || undefined,
      division_id: values.division_id ? Number(values.division_id) : undefined,
    });
    setErrors(parsed.errors);
    if (!parsed.ok) return;
    walkUp.mutate(parsed.data, {
      onSuccess: (checkIn) => {
        setValues({ ...values, name: '', date_of_birth: '', email: '' });
        onCheckedIn(checkIn);
      },
    });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Register a walk-up">
      <TextField label="Child's name" value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} error={!!errors.name} helperText={errors.name} required />
      {divisions.length > 1 && (
        <TextField select label="Division" value={values.division_id} onChange={(e) => setValues({ ...values, division_id: e.target.value })} error={!!errors.division_id} helperText={errors.division_id ?? 'Which of the day’s divisions the child joins'} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          <option value="">Choose a division</option>
          {divisions.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </TextField>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Date of birth (optional)"
          type="date"
          value={values.date_of_birth}
          onChange={(e) => setValues({ ...values, date_of_birth: e.target.value })}
          error={!!errors.date_of_birth}
          helperText={errors.date_of_birth}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Parent's email (optional)"
          type="email"
          value={values.email}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
          error={!!errors.email}
          helperText={errors.email}
          sx={{ flex: 1 }}
        />
      </Stack>
      {walkUp.isError && <Alert severity="error">{apiErrorMessage(walkUp.error) ?? 'The walk-up could not be registered. Please try again.'}</Alert>}
      <Button type="submit" variant="outlined" disabled={walkUp.isPending} sx={{ alignSelf: 'flex-start' }}>
        Register and check in
      </Button>
    </Stack>
  );
}
