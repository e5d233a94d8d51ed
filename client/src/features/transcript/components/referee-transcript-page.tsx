import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button, Container } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { useRefereeTranscript } from '@/features/transcript/api/get-referee-transcript';
import { TranscriptView } from './transcript-view';

/** A referee's transcript for the league's referee administrators, linked from the referee list. */
export function RefereeTranscriptPage() {
  const refereeId = Number(useParams().refereeId);
  const { data, isPending, error } = useRefereeTranscript(refereeId);
  const name = data ? [data.referee.first_name, data.referee.last_name].filter(Boolean).join(' ') || data.referee.username : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <RefereeAdminHeader
        title={name ? `Transcript: ${name}` : 'Referee Transcript'}
        subtitle="Every quiz attempt, and the rule areas this referee should practise most."
        actions={
          <Button component={RouterLink} to={paths.referee.adminReferees} startIcon={<GroupIcon />}>
            All Referees
          </Button>
        }
      />
      <main>
        <TranscriptView transcript={data} isPending={isPending} error={error} />
      </main>
    </Container>
  );
}
