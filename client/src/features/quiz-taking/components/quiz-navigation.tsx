import { Box, Button, CircularProgress, Typography } from '@mui/material';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import SendIcon from '@mui/icons-material/Send';

interface QuizNavigationProps {
  index: number;
  total: number;
  unanswered: number;
  submitting: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

export function QuizNavigation({ index, total, unanswered, submitting, onPrevious, onNext, onSubmit }: QuizNavigationProps) {
  const last = index === total - 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<NavigateBeforeIcon />} onClick={onPrevious} disabled={index === 0 || submitting}>
        Previous
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {last && unanswered > 0 && (
        <Typography variant="body2" color="warning.main">
          {unanswered} {unanswered === 1 ? 'question is' : 'questions are'} not answered yet.
        </Typography>
      )}
      {last ? (
        <Button
          variant="contained"
          color="success"
          onClick={onSubmit}
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        >
          {submitting ? 'Submitting...' : 'Submit Quiz'}
        </Button>
      ) : (
        <Button variant="contained" endIcon={<NavigateNextIcon />} onClick={onNext} disabled={submitting}>
          Next
        </Button>
      )}
    </Box>
  );
}
