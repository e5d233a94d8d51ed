import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { useLeagues } from '@/features/referee-auth/api/list-leagues';
import { registerReferee } from '@/features/referee-auth/api/register-referee';
import { checkRegistration, emptyRegistration, type RegistrationErrors, type RegistrationValues } from '@/features/referee-auth/registration-form';
import { useCompleteRefereeSignIn } from '@/features/referee-auth/use-complete-referee-sign-in';
import { RefereeAuthLayout } from './referee-auth-layout';
import { RegistrationFields } from './registration-fields';

const registrationFailed = 'Registration failed. Please try again.';

export function RefereeRegisterPage() {
  const completeSignIn = useCompleteRefereeSignIn();
  const { leagues, isError: leaguesFailed } = useLeagues();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [error, setError] = useState('');
  const [fieldErrors, setFieldErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkRegistration(values);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return setError(checked.error);
    }
    setSubmitting(true);
    setError('');
    try {
      const { token } = await registerReferee(checked.payload);
      await completeSignIn(token, { firstVisit: true });
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : registrationFailed);
      setSubmitting(false);
    }
  }

  return (
    <RefereeAuthLayout title="Referee Registration" subtitle="Create your referee account to take FIBA rule quizzes" maxWidth="sm">
      <Stack component="form" spacing={3} onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Referee registration">
        {error && <Alert severity="error">{error}</Alert>}
        {leaguesFailed && <Alert severity="warning">Failed to load leagues. Please refresh the page.</Alert>}
        <RegistrationFields
          values={values}
          leagues={leagues}
          disabled={submitting}
          errors={fieldErrors}
          onChange={(name, value) => {
            // The message was about what was typed before: changing the form clears it.
            setError('');
            setFieldErrors({});
            setValues((v) => ({ ...v, [name]: value }));
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.referee.login}>
          Sign in here
        </Link>
      </Typography>
    </RefereeAuthLayout>
  );
}
