import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { paths } from '../../../app/paths';
import { logIn, LoginError } from '../api/log-in';
import { saveSession } from '../session';

export function LoginPage() {
  const navigate = useNavigate();
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
      const { token, user } = await logIn({ username: username.trim(), password });
      saveSession(token, user);
      navigate(paths.dashboard.home);
    } catch (err) {
      setError(err instanceof LoginError && err.message ? err.message : 'Login failed. Please try again.');
      setSubmitting(false);
    }
  }

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(paths.home)} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Welcome Back
          </Typography>
          <Typography color="text.secondary">Access your league management dashboard</Typography>
        </Box>
        <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label="Sign in">
          {error && (
            <Alert severity="error" icon={<WarningAmberIcon fontSize="inherit" />} role="alert">
              {error}
            </Alert>
          )}
          <TextField
            id="login-username"
            label="Username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={submitting}
            required
            autoFocus
          />
          <TextField
            id="login-password"
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
          Need help? Contact Support
        </Typography>
      </Paper>
    </Container>
  );
}
