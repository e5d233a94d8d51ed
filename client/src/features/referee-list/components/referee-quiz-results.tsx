import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useGrantAttempt } from '@/features/referee-list/api/grant-attempt';
import type { RefereeQuizResultDto } from '@/features/referee-list/api/managed-referee';

const attemptsText = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

/** Per quiz: attempts, best score and whether it passed, with a way to allow one more try. */
export function RefereeQuizResults({ refereeId, results }: { refereeId: number; results: RefereeQuizResultDto[] }) {
  const grant = useGrantAttempt();
  const [message, setMessage] = useState('');
  if (!results.length) return <Typography variant="body2" color="text.secondary">No quizzes taken</Typography>;
  return (
    <Stack spacing={0.5}>
      {results.map((r) => (
        <Stack key={r.quiz_id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">
            {r.quiz_title}: {attemptsText(r.attempts)}, best score {r.best_score === null ? '—' : `${r.best_score}%`} ({r.passed ? 'passed' : 'not passed'})
          </Typography>
          <Button
            size="small"
            disabled={grant.isPending}
            aria-label={`Allow one more attempt at ${r.quiz_title}`}
            onClick={() =>
              grant.mutate(
                { quizId: r.quiz_id, refereeId },
                {
                  onSuccess: (g) => setMessage(`Allowed: now ${g.attempts_allowed} attempts at ${r.quiz_title}.`),
                  onError: (err) => setMessage(apiErrorMessage(err) ?? 'Could not allow another attempt. Please try again.'),
                },
              )
            }
          >
            One more try
          </Button>
        </Stack>
      ))}
      {message && (
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      )}
    </Stack>
  );
}
