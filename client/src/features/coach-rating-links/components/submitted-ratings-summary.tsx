import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { SubmittedCoachRatingDto } from '@league/contract';
import { ScrollTable } from '@/components/ui/scroll-table';

interface TeamCount {
  team: string;
  coaches: Set<string>;
  players: Set<number>;
  /** Player and skill pairs: a coach who sends a player again replaces, so a resend is not counted twice. */
  ratings: Set<string>;
}

/** Per team: how many players its coach has rated so far, and how many ratings that makes. */
function countByTeam(ratings: SubmittedCoachRatingDto[]): TeamCount[] {
  const teams = new Map<string, TeamCount>();
  for (const rating of ratings) {
    // A rescaled copy is the same rating again, not one more sent by the coach.
    if (rating.standardised) continue;
    const team = rating.team_name ?? 'Team no longer in the division';
    const entry = teams.get(team) ?? { team, coaches: new Set(), players: new Set(), ratings: new Set() };
    if (rating.rater_name) entry.coaches.add(rating.rater_name);
    entry.players.add(rating.player_id);
    entry.ratings.add(`${rating.player_id}-${rating.skill_id}`);
    teams.set(team, entry);
  }
  return [...teams.values()].sort((a, b) => a.team.localeCompare(b.team));
}

export function SubmittedRatingsSummary({ ratings }: { ratings: SubmittedCoachRatingDto[] }) {
  const teams = countByTeam(ratings);
  if (teams.length === 0) return <Typography color="text.secondary">No coach has sent ratings yet.</Typography>;
  return (
    <ScrollTable label="Ratings sent by coaches">
      <Table size="small" aria-label="Ratings sent by coaches">
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            <TableCell>Coach</TableCell>
            <TableCell>Players rated</TableCell>
            <TableCell>Skill ratings sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teams.map((team) => (
            <TableRow key={team.team}>
              <TableCell>{team.team}</TableCell>
              <TableCell>{[...team.coaches].join(', ')}</TableCell>
              <TableCell>{team.players.size}</TableCell>
              <TableCell>{team.ratings.size}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
