import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { BalancedTeamDto, BalanceSummaryDto } from '@/features/balancing/api/types';
import { formatNumber, noValue, pluralize } from '@/lib/format';
import { StrengthProfile } from '@/components/teams/strength-profile';
import { ScrollTable } from '@/components/ui/scroll-table';
import { regionName, weekdayName } from '@/lib/vocabulary-names';

// Codes spelled out as View Teams shows them ("North", "Monday, Wednesday").
const formatDays = (days: string[] | null | undefined) => (days && days.length ? days.map(weekdayName).join(', ') : noValue);
const formatRegion = (code: string | null | undefined) => (code ? regionName(code) : noValue);

type TeamFacts = NonNullable<BalanceSummaryDto['teams']>[number];

const noStrength = 'No skill was selected, so this team has no strength to show: its players were placed at random within the rules.';

interface CardProps {
  team: BalancedTeamDto;
  facts?: TeamFacts;
  shown?: { region: boolean; availability: boolean };
  /** False when no skill was selected (decision 0051): every composite is 0, so no total, bar or column. */
  skillsUsed?: boolean;
}

/**
 * `shown` says which facts the file had at all (a region column, an availability column):
 * what has no data gets no column and no line, not a row of dashes.
 */
export function BalancedTeamCard({ team, facts, shown = { region: true, availability: true }, skillsUsed = true }: CardProps) {
  const headingId = `preview-team-${team.team_name.replace(/\W+/g, '-')}`;
  const empty = team.players.length === 0;
  const factLine = [
    shown.region && facts?.primary_region && `Main region: ${formatRegion(facts.primary_region)}`,
    shown.availability && facts && facts.best_practice_days.length > 0 && `Best practice days: ${formatDays(facts.best_practice_days)}`,
  ].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h4">
        {team.team_name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {skillsUsed && <>Composite total: {empty ? noValue : formatNumber(team.composite_total)} · </>}
        {pluralize(team.players.length, 'player')}
      </Typography>
      {team.coach_name && <Typography gutterBottom>Coach: {team.coach_name}</Typography>}
      {factLine && (
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {factLine}
        </Typography>
      )}
      {!skillsUsed && <Typography variant="body2">{noStrength}</Typography>}
      <StrengthProfile tierCounts={skillsUsed ? team.tier_counts : null} genderCounts={team.gender_counts} />
      <ScrollTable label={`${team.team_name} players`}>
      <Table size="small" aria-label={`${team.team_name} players`}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            {skillsUsed && <TableCell align="right">Composite (0-10)</TableCell>}
            {shown.region && <TableCell>Region</TableCell>}
            {shown.availability && <TableCell>Unavailable Days</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {team.players.map((player, index) => (
            <TableRow key={`${player.name}-${index}`}>
              <TableCell>{player.name}</TableCell>
              {skillsUsed && <TableCell align="right">{player.composite.toFixed(2)}</TableCell>}
              {shown.region && <TableCell>{formatRegion(player.region)}</TableCell>}
              {shown.availability && <TableCell>{formatDays(player.unavailable_days)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </ScrollTable>
    </Paper>
  );
}
