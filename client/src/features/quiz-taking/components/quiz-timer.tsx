import { Box, Typography } from '@mui/material';
import TimerIcon from '@mui/icons-material/Timer';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { formatClock, timerAnnouncement, timerWarningSeconds } from '@/features/quiz-taking/quiz-clock';


/** The visible clock ticks every second; the screen-reader region only speaks at the announcement points. */
export function QuizTimer({ seconds }: { seconds: number }) {
  const warning = seconds < timerWarningSeconds;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TimerIcon color={warning ? 'error' : 'action'} aria-hidden />
      <Typography
        role="timer"
        aria-label={`Time remaining ${formatClock(seconds)}`}
        data-warning={warning}
        variant="h6"
        component="span"
        sx={{ color: warning ? 'error.main' : 'text.primary', fontVariantNumeric: 'tabular-nums', fontWeight: warning ? 700 : 500 }}
      >
        {formatClock(seconds)}
      </Typography>
      <Box component="span" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {timerAnnouncement(seconds)}
      </Box>
    </Box>
  );
}
