import { useEffect, useRef } from 'react';
import { Grid, Paper, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import type { ResultsState } from '@/api/quizzes/quiz-session-types';
import { formatScore } from '@/lib/format-score';
import { pluralize } from '@/lib/pluralize';

const formatMinutes = (minutes: number) => `${Math.round(minutes * 10) / 10}`;

export function ResultsSummary({ state }: { state: ResultsState }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The submit button is gone: keyboard and screen-reader focus start again at the outcome.
  useEffect(() => headingRef.current?.focus(), []);
  const { result, quizTitle, passingScore, timeLimitMinutes, timeUsedMinutes } = state;
  const total = result.total_questions;
  const incorrect = Math.max(0, total - result.correct_answers);
  // A quiz with no questions has no accuracy to speak of.
  const accuracy = total ? `${Math.round((result.correct_answers / total) * 100)}%` : '—';
  const stats = [
    { label: 'Correct', value: String(result.correct_answers) },
    { label: 'Incorrect', value: String(incorrect) },
    { label: 'Total Questions', value: String(total) },
    { label: 'Required to Pass', value: `${passingScore}%` },
    { label: 'Accuracy', value: accuracy },
    { label: 'Time Used', value: `${formatMinutes(timeUsedMinutes)} of ${pluralize(timeLimitMinutes, 'minute')}` },
  ];

  return (
    <Paper component="section" aria-labelledby="results-heading" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
      {result.passed ? <EmojiEventsIcon color="success" sx={{ fontSize: 56 }} aria-hidden /> : <SentimentDissatisfiedIcon color="error" sx={{ fontSize: 56 }} aria-hidden />}
      <Typography id="results-heading" ref={headingRef} tabIndex={-1} variant="h4" component="h1" gutterBottom sx={{ outline: 'none' }}>
        {result.passed ? 'Congratulations!' : 'Quiz Not Passed'}
      </Typography>
      <Typography color="text.secondary">{quizTitle}</Typography>
      <Typography variant="h3" component="p" sx={{ my: 2, color: result.passed ? 'success.main' : 'error.main' }} aria-label={`Your score ${formatScore(result.score)}`}>
        {formatScore(result.score)}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {stats.map((s) => (
          // A dl may hold div groups of dt/dd, so each grid cell is that group itself.
          <Grid key={s.label} size={{ xs: 6, sm: 4 }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: 1.5, bgcolor: 'action.hover', borderRadius: '4px 4px 0 0' }}>
              {s.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, pb: 1.5, bgcolor: 'action.hover', borderRadius: '0 0 4px 4px' }}>
              {s.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
