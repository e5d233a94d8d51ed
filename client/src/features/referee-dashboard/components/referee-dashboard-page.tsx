import { Alert, Container, Stack } from '@mui/material';
import { useFlashMessage } from '@/lib/use-flash-message';
import { canRetakeQuizzes, isRefereeAdmin } from '@/lib/auth/referee-session';
import { useDashboardData } from '@/features/referee-dashboard/use-dashboard-data';
import { useStartQuiz } from '@/features/referee-dashboard/use-start-quiz';
import { useCertificationStatus } from '@/features/referee-dashboard/use-certification-status';
import { AdminTools } from './admin-tools';
import { AvailableQuizzes } from './available-quizzes';
import { CertificationLevels } from './certification-levels';
import { DashboardHeader } from './dashboard-header';
import { ProfileStatCards } from './profile-stat-cards';
import { QuizHistoryTable } from './quiz-history-table';

// The spec: dashboard error banners clear after 5 seconds.
const errorBannerMs = 5000;

export function RefereeDashboardPage() {
  const [error, showError] = useFlashMessage(errorBannerMs);
  const { profile, quizzes, attempts } = useDashboardData(showError);
  const { start, startingQuizId } = useStartQuiz(showError);
  const certification = useCertificationStatus();
  // One standing on the page: the league's levels when it has any, else the profile's level.
  const showProfileLevel = certification.isError || (certification.isSuccess && certification.data.results.length === 0);

  function refreshHistory() {
    void attempts.refetch();
    void quizzes.refetch();
  }

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <DashboardHeader profile={profile} />
        {error && <Alert severity="error">{error}</Alert>}
        <ProfileStatCards profile={profile} showLevel={showProfileLevel} />
        {isRefereeAdmin(profile) && <AdminTools />}
        <AvailableQuizzes
          quizzes={quizzes.data}
          loading={quizzes.isPending}
          canRetake={canRetakeQuizzes(profile)}
          startingQuizId={startingQuizId}
          onStart={start}
        />
        <CertificationLevels />
        <QuizHistoryTable attempts={attempts.data} refreshing={attempts.isFetching} onRefresh={refreshHistory} />
      </Stack>
    </Container>
  );
}
