import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { QuizTimer } from './quiz-timer';

interface QuizHeaderProps {
  title: string;
  index: number;
  total: number;
  secondsLeft: number;
}

export function QuizHeader({ title, index, total, secondsLeft }: QuizHeaderProps) {
  // Progress is the position in the quiz; answered questions are shown in the overview.
  const percent = total ? Math.round(((index + 1) / total) * 100) : 0;
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
        </Box>
        <QuizTimer seconds={secondsLeft} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress variant="determinate" value={percent} sx={{ flexGrow: 1, height: 8, borderRadius: 4 }} aria-label="Quiz progress" />
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 100, textAlign: 'right' }}>
          {percent}% Complete
        </Typography>
      </Box>
    </Paper>
  );
}
