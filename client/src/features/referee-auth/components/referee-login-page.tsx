import { Link as RouterLink } from 'react-router-dom';
import { Link, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { CredentialsForm, type Credentials } from '@/components/ui/credentials-form';
import { logInReferee } from '@/features/referee-auth/api/log-in-referee';
import { useCompleteRefereeSignIn } from '@/features/referee-auth/use-complete-referee-sign-in';
import { RefereeAuthLayout } from './referee-auth-layout';

const loginFailed = 'Login failed. Please try again.';

export function RefereeLoginPage() {
  const completeSignIn = useCompleteRefereeSignIn();

  async function signIn(credentials: Credentials) {
    const { token } = await logInReferee(credentials);
    await completeSignIn(token);
  }

  return (
    <RefereeAuthLayout title="Referee Login" subtitle="Sign in to take rule quizzes and see your history" maxWidth="xs">
      <CredentialsForm
        idPrefix="referee-login"
        ariaLabel="Referee sign in"
        submit={signIn}
        describeError={(err) => (err instanceof Error && err.message ? err.message : loginFailed)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.referee.register}>
          Register here
        </Link>
      </Typography>
    </RefereeAuthLayout>
  );
}
