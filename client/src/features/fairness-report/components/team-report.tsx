import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { practiceDayCodes, type FairnessReportDto, type FairnessReportTeam } from '@league/contract';
import { TeamStrength } from '@/components/teams/team-strength';
import { Fact } from '@/components/ui/fact';
import { formatNumber, joinWords, noValue, pluralize } from '@/lib/format';

// Every weekday tied: nobody on the team has a conflict.
const practiceDayText = (days: string[]) => (days.length === practiceDayCodes.length ? 'Any weekday (no conflicts)' : joinWords(days, 'or') || noValue);

// Mutual and one-way pairs named apart, counted as the division's line counts them (decision 0058).
const requestsText = ({ mutual, one_way: oneWay }: FairnessReportTeam['requests']) =>
  [mutual.total > 0 && `${mutual.honoured} of ${mutual.total} mutual kept`, oneWay.total > 0 && `${oneWay.honoured} of ${oneWay.total} one-way kept`].filter(Boolean).join(' · ') || 'None made';

/** The players, with each rating only when the admin chose to include them. */
function Roster({ team, skills, withRatings }: { team: FairnessReportTeam; skills: FairnessReportDto['skills']; withRatings: boolean }) {
  if (!withRatings) {
    return <Typography variant="body2">Players: {team.players.map((p) => p.name).join(', ') || noValue}</Typography>;
  }
  return (
    <Table size="small" aria-label={`${team.name} players and ratings`}>
      <TableHead>
        <TableRow>
          <TableCell>Player</TableCell>
          <TableCell align="right">Overall skill (0-10)</TableCell>
          {skills.map((s) => (
            <TableCell key={s.id} align="right">{`${s.name} (0-${s.scale})`}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {team.players.map((p) => (
          <TableRow key={p.id}>
            <TableCell>{p.name}</TableCell>
            <TableCell align="right">{formatNumber(p.overall_skill)}</TableCell>
            {skills.map((s) => (
              <TableCell key={s.id} align="right">{formatNumber(p.ratings?.find((r) => r.skill_id === s.id)?.rating)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One team's block of the report; printed, each team starts its own page. */
export function TeamReport({ team, skills, withRatings }: { team: FairnessReportTeam; skills: FairnessReportDto['skills']; withRatings: boolean }) {
  const headingId = `report-team-${team.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} className="report-team" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {team.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {team.coach ? `Coach: ${team.coach}` : 'No coach yet'}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ my: 1, maxWidth: 480 }}>
        <Fact label="Players" value={pluralize(team.player_count, 'player')} />
        <Fact label="Team total (sum of overall skills)" value={formatNumber(team.team_composite)} />
        <Fact label="Average overall skill (0-10)" value={team.player_count ? formatNumber(team.team_average) : noValue} />
        <Fact label="Average height" value={team.average_height_cm === null ? noValue : `${formatNumber(team.average_height_cm, 1)} cm`} />
        <Fact label="Best practice day" value={practiceDayText(team.best_practice_day_names)} />
        <Fact label="Teammate requests" value={requestsText(team.requests)} />
      </Stack>
      <TeamStrength profile={team.strength_profile} skillAverages={team.skill_averages} />
      <Box sx={{ mt: 1 }}>
        <Roster team={team} skills={skills} withRatings={withRatings} />
      </Box>
    </Box>
  );
}
