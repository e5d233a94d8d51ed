import { Box, Chip, List, ListItem, Paper, Typography } from '@mui/material';
import type { DraftStateDto } from '@league/contract';
import { teamSummary } from '@/features/live-draft/lib/draft-words';

/** Every team side by side with its picks in order; the team on the clock is outlined. */
export function DraftBoard({ state, yourTeamId }: { state: DraftStateDto; yourTeamId?: number }) {
  const onClock = state.on_the_clock?.team_id;
  return (
    <Box component="section" aria-labelledby="draft-board-heading">
      <Typography id="draft-board-heading" variant="h6" component="h2" gutterBottom>
        Teams
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' } }}>
        {state.teams.map((team) => {
          const picks = state.picks.filter((p) => p.team_id === team.team_id);
          const placed = team.players - picks.length;
          return (
            <Paper
              key={team.team_id}
              component="section"
              aria-label={team.team_name}
              variant="outlined"
              sx={{ p: 1.5, borderColor: team.team_id === onClock ? 'primary.main' : undefined, borderWidth: team.team_id === onClock ? 2 : 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {team.team_name}
                </Typography>
                {team.team_id === yourTeamId && <Chip size="small" label="Your team" />}
                {team.team_id === onClock && <Chip size="small" color="primary" label="Picking now" />}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {teamSummary(team)}
              </Typography>
              {placed > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {placed} placed on the team before the draft
                </Typography>
              )}
              <List dense disablePadding aria-label={`${team.team_name} picks`}>
                {picks.map((pick) => (
                  <ListItem key={pick.pick_number} disableGutters>
                    Pick {pick.pick_number}: {pick.player_name}
                    {pick.auto ? ' (picked automatically when time ran out)' : ''}
                  </ListItem>
                ))}
              </List>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
