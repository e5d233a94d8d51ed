import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, CircularProgress, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { registerLeagueInputSchema } from '@league/contract';
import { parseForm } from '@/lib/form-errors';
import { paths } from '@/config/paths';
import { registerLeague } from '@/features/auth/api/register-league';
import { saveSession } from '@/lib/auth/session';

const fields = [
  { name: 'league_name', label: 'League Name', autoComplete: 'organization' },
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
  { name: 'confirm_password', label: 'Confirm Password', autoComplete: 'new-password', type: 'password' },
] as const;

type FormValues = Record<(typeof fields)[number]['name'], string>;
const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as FormValues;

/** The landing page's Register: a new league and its first administrator. */
export function RegisterLeaguePage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(empty);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const { confirm_password, ...rest } = values;
    if (rest.password !== confirm_password) return setError('Passwords do not match. Please try again.');
    const parsed = parseForm(registerLeagueInputSchema, rest);
    if (!parsed.ok) return setError(parsed.firstError);
    setSubmitting(true);
    setError('');
    try {
      const { token, user } = await registerLeague(parsed.data);
      saveSession(token, user);
      void navigate(paths.dashboard.home);
    } catch (err) {
      setError((err as Error).message);
      setSubmitting(false);
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.home)} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Register your league
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Create a league and its administrator account.
        </Typography>
        <Stack component="form" spacing={2} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Register league">
          {error && <Alert severity="error">{error}</Alert>}
          {fields.map((f) => (
            <TextField
              key={f.name}
              id={`register-${f.name}`}
              label={f.label}
              type={'type' in f ? f.type : 'text'}
              autoComplete={f.autoComplete}
              required={!['first_name', 'last_name'].includes(f.name)}
              value={values[f.name]}
              disabled={submitting}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          ))}
          <Button type="submit" variant="contained" size="large" disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {submitting ? 'Creating League...' : 'Create League'}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
