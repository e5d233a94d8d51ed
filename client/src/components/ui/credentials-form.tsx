import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export interface Credentials {
  username: string;
  password: string;
}

interface CredentialsFormProps {
  idPrefix: string;
  ariaLabel: string;
  /** Signs in; on success it navigates away, on failure it throws. */
  submit: (credentials: Credentials) => Promise<void>;
  /** The sentence shown for a failure. */
  describeError: (error: unknown) => string;
}

/**
 * Username, password and Sign In, with the states both logins share: disabled until both
 * are filled, inputs and button disabled with "Signing In..." while busy, the error above.
 */
export function CredentialsForm({ idPrefix, ariaLabel, submit, describeError }: CredentialsFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const canSubmit = username.trim() !== '' && password !== '' && !submitting;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setError('');
    try {
      await submit({ username: username.trim(), password });
    } catch (err) {
      setError(describeError(err));
      setSubmitting(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label={ariaLabel}>
      {error && (
        <Alert severity="error" icon={<WarningAmberIcon fontSize="inherit" />} role="alert">
          {error}
        </Alert>
      )}
      <TextField id={`${idPrefix}-username`} label="Username" autoComplete="username" value={username}
        onChange={(e) => setUsername(e.target.value)} disabled={submitting} required autoFocus />
      <TextField id={`${idPrefix}-password`} label="Password" type="password" autoComplete="current-password" value={password}
        onChange={(e) => setPassword(e.target.value)} disabled={submitting} required />
      <Button type="submit" variant="contained" size="large" disabled={!canSubmit}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </Stack>
  );
}
