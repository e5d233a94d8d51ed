import type { ReactNode } from 'react';
import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { QuizTimer } from './quiz-timer';

interface QuizHeaderProps {
  title: string;
  index: number;
  total: number;
  answered: number;
  secondsLeft: number;
  status?: ReactNode;
  /** Set when the referee has extra time: the limit they run under and the percentage. */
  extraTime?: { limitMinutes: number; percent: number } | null;
}

const formatMinutes = (minutes: number) => {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  return seconds ? `${whole} min ${seconds} s` : `${whole} min`;
};

export function QuizHeader({ title, index, total, answered, secondsLeft, status, extraTime }: QuizHeaderProps) {
  // Progress is what is answered, not where the referee is: jumping ahead is not progress.
  const percent = total ? Math.round((answered / total) * 100) : 0;
  return (
    <Paper component="header" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">
            Question {index + 1} of {total}
          </Typography>
          {extraTime && (
            <Typography variant="body2" color="text.secondary">
              Time limit {formatMinutes(extraTime.limitMinutes)}, including {extraTime.percent}% extra time
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
          <QuizTimer seconds={secondsLeft} />
          {status}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} aria-label="Questions answered" />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100, textAlign: 'right' }}>
          {answered} of {total} questions answered
        </Typography>
      </Box>
    </Paper>
  );
}
