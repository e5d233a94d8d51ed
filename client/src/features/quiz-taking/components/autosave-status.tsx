import { Box, CircularProgress, Typography } from '@mui/material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import type { AutosaveStatus } from '@/features/quiz-taking/use-autosave';

const texts: Record<AutosaveStatus, string> = {
  saved: 'All answers saved',
  saving: 'Saving...',
  retrying: 'Not saved, retrying',
  closed: 'Time is up',
};

/** Where the answers stand on the server; never blocks answering. */
export function AutosaveStatusLine({ status }: { status: AutosaveStatus }) {
  const failing = status === 'retrying';
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
      {status === 'saving' && <CircularProgress size={14} aria-hidden />}
      {status === 'saved' && <CloudDoneIcon fontSize="small" color="success" aria-hidden />}
      {failing && <CloudOffIcon fontSize="small" color="warning" aria-hidden />}
      <Typography variant="body2" color={failing ? 'warning.main' : 'text.secondary'}>
        {texts[status]}
      </Typography>
    </Box>
  );
}
