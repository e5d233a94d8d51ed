import { useNavigate } from 'react-router-dom';
import { Box, Button, Container, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '@/config/paths';
import { CredentialsForm, type Credentials } from '@/components/ui/credentials-form';
import { logIn, LoginError } from '@/features/auth/api/log-in';
import { saveSession } from '@/lib/auth/session';

export function LoginPage() {
  const navigate = useNavigate();

  async function signIn(credentials: Credentials) {
    const { token, user } = await logIn(credentials);
    saveSession(token, user);
    void navigate(paths.dashboard.home);
  }

  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => void navigate(paths.home)} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <Paper component="main" sx={{ p: { xs: 3, sm: 4 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            Welcome Back
          </Typography>
          <Typography color="text.secondary">Access your league management dashboard</Typography>
        </Box>
        <CredentialsForm
          idPrefix="login"
          ariaLabel="Sign in"
          submit={signIn}
          describeError={(err) => (err instanceof LoginError && err.message ? err.message : 'Login failed. Please try again.')}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          Need help? Contact Support
        </Typography>
      </Paper>
    </Container>
  );
}
