import { Chip } from '@mui/material';

interface AttemptBadgeProps {
  status: 'completed' | 'in_progress';
  passed: boolean | null;
}

/**
 * Passed / Failed / In Progress, the three states an attempt shows on the dashboard.
 * Outlined: white text on the dark theme's filled error red falls short of AA contrast.
 */
export function AttemptBadge({ status, passed }: AttemptBadgeProps) {
  if (status === 'in_progress') return <Chip size="small" variant="outlined" color="warning" label="In Progress" />;
  return passed ? <Chip size="small" variant="outlined" color="success" label="Passed" /> : <Chip size="small" variant="outlined" color="error" label="Failed" />;
}
