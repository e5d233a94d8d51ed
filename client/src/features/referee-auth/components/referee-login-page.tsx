import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { paths } from '../../../app/paths';
import { logInReferee } from '../api/log-in-referee';
import { useCompleteRefereeSignIn } from '../use-complete-referee-sign-in';
import { RefereeAuthLayout } from './referee-auth-layout';

const loginFailed = 'Login failed. Please try again.';

export function RefereeLoginPage() {
  const completeSignIn = useCompleteRefereeSignIn();
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
      const { token } = await logInReferee({ username: username.trim(), password });
      await completeSignIn(token);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : loginFailed);
      setSubmitting(false);
    }
  }

  return (
    <RefereeAuthLayout title="Referee Login" subtitle="Sign in to take rule quizzes and see your history" maxWidth="xs">
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label="Referee sign in">
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          id="referee-login-username"
          label="Username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          disabled={submitting}
          required
          autoFocus
        />
        <TextField
          id="referee-login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
          required
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canSubmit}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.referee.register}>
          Register here
        </Link>
      </Typography>
    </RefereeAuthLayout>
  );
}
