import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Chip, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { pluralize } from '@/lib/format';
import { useParticipant } from '@/features/players/api/get-participant';
import { RatingsHistory } from './ratings-history';
import { HouseholdLink } from './household-link';
import { MergePeople } from './merge-people';

/** The player page: one of the league's people across seasons (decision 0047). */
export function ParticipantPage() {
  const id = Number(useParams().participantId);
  const participant = useParticipant(id);
  if (participant.isPending) return <Typography color="text.secondary">Loading the player...</Typography>;
  if (participant.isError) return <Alert severity="error">This player could not be found.</Alert>;
  const p = participant.data;
  const siblings = p.household?.members.filter((m) => m.id !== p.id) ?? [];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {p.name}
        </Typography>
        <Typography color="text.secondary">
          {[p.date_of_birth ? `Born ${p.date_of_birth}` : 'No date of birth', p.registration_id && `Registration id ${p.registration_id}`, pluralize(p.registrations.length, 'season')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <MergePeople participant={p} />
      </Box>
      <Paper component="section" aria-labelledby="family-title" sx={{ p: 3 }}>
        <Typography id="family-title" variant="h6" component="h2" gutterBottom>
          Family
        </Typography>
        {p.household ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip label={p.household.name} />
            {siblings.length ? (
              siblings.map((m) => (
                <Link key={m.id} component={RouterLink} to={paths.dashboard.participant(m.id)}>
                  {m.name}
                </Link>
              ))
            ) : (
              <Typography color="text.secondary">No brothers or sisters registered.</Typography>
            )}
          </Stack>
        ) : (
          <Typography color="text.secondary">Not in a household.</Typography>
        )}
        <Typography sx={{ mt: 1 }}>Parents or guardians: {p.guardian_names.join(', ') || 'not given'}</Typography>
        <Typography>Emails: {p.emails.join(', ') || 'not given'}</Typography>
        <Typography>Phones: {p.phones.join(', ') || 'not given'}</Typography>
        <HouseholdLink participant={p} />
      </Paper>
      <Paper component="section" aria-labelledby="seasons-title" sx={{ p: 3 }}>
        <Typography id="seasons-title" variant="h6" component="h2" gutterBottom>
          Seasons Played
        </Typography>
        {/* Scrolls in the shared box a keyboard can reach (axe scrollable-region-focusable), not the whole section. */}
        <ScrollTable label="Seasons played">
          <Table size="small" aria-labelledby="seasons-title">
            <TableHead>
              <TableRow>
                <TableCell>Season</TableCell>
                <TableCell>Division</TableCell>
                <TableCell>Team</TableCell>
                <TableCell>Age then</TableCell>
                <TableCell align="right">Overall skill (0-10)</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.registrations.map((r) => (
                <TableRow key={r.player_id}>
                  <TableCell>{r.season.name}</TableCell>
                  <TableCell>{r.division.name}</TableCell>
                  <TableCell>{r.team?.name ?? 'No team yet'}</TableCell>
                  <TableCell>{r.age_then ?? 'Unknown'}</TableCell>
                  <TableCell align="right">{r.overall_skill.toFixed(1)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      </Paper>
      <Paper component="section" aria-labelledby="ratings-title" sx={{ p: 3 }}>
        <Typography id="ratings-title" variant="h6" component="h2" gutterBottom>
          Ratings History
        </Typography>
        <RatingsHistory participantId={p.id} />
      </Paper>
    </Stack>
  );
}
