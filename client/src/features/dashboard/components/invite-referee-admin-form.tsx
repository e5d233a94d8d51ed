import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { inviteRefereeAdminInputSchema } from '@league/contract';
import { parseForm, type FieldErrors } from '@/lib/form-errors';
import { useInviteRefereeAdmin } from '@/features/dashboard/api/referee-admins';

const fields = [
  { name: 'first_name', label: 'First Name', autoComplete: 'off' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'off' },
  { name: 'email', label: 'Email', autoComplete: 'off', type: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'off' },
  { name: 'password', label: 'First Password', autoComplete: 'new-password', type: 'password' },
] as const;

type FormValues = Record<(typeof fields)[number]['name'], string>;
const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as FormValues;

/**
 * Adds the league's referee administrator (decision 0052): the account is created at once and
 * the admin passes the username and first password on to that person.
 */
export function InviteRefereeAdminForm() {
  const [values, setValues] = useState<FormValues>(empty);
  const [errors, setErrors] = useState<FieldErrors<FormValues>>({});
  const [done, setDone] = useState('');
  const invite = useInviteRefereeAdmin();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const parsed = parseForm(inviteRefereeAdminInputSchema, values);
    setErrors(parsed.errors);
    if (!parsed.ok) return;
    try {
      const user = await invite.mutateAsync(parsed.data);
      setValues(empty);
      setDone(`${user.first_name} ${user.last_name} can now sign in to the Referee Portal as "${user.username}" with the first password you chose. Pass both on to them.`);
    } catch {
      // The mutation's error is shown below.
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby="invite-referee-admin-heading">
      <Typography id="invite-referee-admin-heading" variant="h6" component="h2">
        Add a Referee Administrator
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The referee administrator runs your league's rule quizzes and question bank in the Referee Portal.
      </Typography>
      {done && <Alert severity="success">{done}</Alert>}
      {invite.isError && <Alert severity="error">{invite.error.message}</Alert>}
      {fields.map((f) => (
        <TextField
          key={f.name}
          id={`invite-${f.name}`}
          label={f.label}
          type={'type' in f ? f.type : 'text'}
          autoComplete={f.autoComplete}
          required
          value={values[f.name]}
          disabled={invite.isPending}
          error={!!errors[f.name]}
          helperText={errors[f.name] ?? (f.name === 'password' ? 'At least 8 characters; they sign in with it' : undefined)}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
        />
      ))}
      <Button type="submit" variant="contained" disabled={invite.isPending} sx={{ alignSelf: 'flex-start' }}>
        {invite.isPending ? 'Adding...' : 'Add Referee Administrator'}
      </Button>
    </Stack>
  );
}
