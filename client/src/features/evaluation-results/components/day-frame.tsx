import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EvaluationDto } from '@league/contract';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useEvaluationDay } from '@/features/evaluation-results/api/get-evaluation-day';

interface DayFrameProps {
  eventId: number;
  /** "Coverage", "Results": the page title reads "Coverage: Fall tryouts". */
  title: string;
  actions?: ReactNode;
  children: (event: EvaluationDto) => ReactNode;
}

/** The back link, the title with the day's name, and loading and error sentences every page of this feature shares. */
export function DayFrame({ eventId, title, actions, children }: DayFrameProps) {
  const { data: event, isLoading, isError } = useEvaluationDay(eventId);
  return (
    <Stack spacing={3}>
      <Button component={RouterLink} to={paths.dashboard.evaluationEvent(eventId)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }} className="no-print">
        Back to the evaluation day
      </Button>
      {isLoading && <Typography color="text.secondary">Loading the evaluation day...</Typography>}
      {isError && <Alert severity="error">The evaluation day could not be loaded. Please try again.</Alert>}
      {event && (
        <>
          <PageHeader title={`${title}: ${event.name}`} actions={actions} />
          {children(event)}
        </>
      )}
    </Stack>
  );
}
