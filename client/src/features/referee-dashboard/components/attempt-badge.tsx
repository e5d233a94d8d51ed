import { Chip } from '@mui/material';

interface AttemptBadgeProps {
  status: 'completed' | 'in_progress';
  passed: boolean | null;
}

/** Passed / Failed / In Progress, the three states an attempt shows on the dashboard. */
export function AttemptBadge({ status, passed }: AttemptBadgeProps) {
  if (status === 'in_progress') return <Chip size="small" color="warning" label="In Progress" />;
  return passed ? <Chip size="small" color="success" label="Passed" /> : <Chip size="small" color="error" label="Failed" />;
}
