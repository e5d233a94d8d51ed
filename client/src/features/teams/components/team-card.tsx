import { Button, Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import type { TeamDto } from '@league/contract';
import { hasRatings, TeamStrength } from '@/components/teams/team-strength';
import { Fact } from '@/components/ui/fact';

interface TeamCardProps {
  team: TeamDto;
  onEdit: () => void;
  onViewPlayers: () => void;
}

const dash = '—';

export function TeamCard({ team, onEdit, onViewPlayers }: TeamCardProps) {
  const summary = team.team_summary;
  const headingId = `team-card-${team.id}`;
  const height = summary?.average_height_cm;
  // Nobody rated: the scores are 0.00 by construction, not a weak team.
  const rated = hasRatings(team.skill_averages);
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {team.name}
          </Typography>
          <IconButton aria-label={`Edit ${team.name}`} onClick={onEdit} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
        </Stack>
        <Stack component="dl" spacing={0.5} sx={{ mt: 1, mb: 0 }}>
          <Fact label="Team Composite Score" value={rated ? team.team_composite.toFixed(2) : 'Not rated yet'} />
          <Fact label="Average Score" value={summary?.player_count === 0 ? dash : rated ? team.team_average.toFixed(2) : 'Not rated yet'} />
          <Fact label="Average Height" value={typeof height === 'number' ? `${height.toFixed(1)} cm` : dash} />
          <Fact label="Main Region" value={summary?.primary_region_name ?? summary?.primary_region ?? dash} />
          <Fact label="Best Practice Days" value={summary?.best_practice_day_names?.length ? summary.best_practice_day_names.join(', ') : dash} />
          <Fact label="Coach" value={team.coach || 'No coach'} />
          <Fact label="Division" value={team.division_name} />
          <Fact label="Players" value={String(summary?.player_count ?? 0)} />
        </Stack>
        <TeamStrength profile={team.strength_profile} skillAverages={team.skill_averages} />
      </CardContent>
      <CardActions>
        <Button startIcon={<GroupIcon />} onClick={onViewPlayers} aria-label={`View Players of ${team.name}`}>
          View Players
        </Button>
      </CardActions>
    </Card>
  );
}
