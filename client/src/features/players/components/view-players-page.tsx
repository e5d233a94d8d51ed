import { Alert, Paper, Stack, Typography } from '@mui/material';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDivisions } from '@/api/divisions/list-divisions';
import { DivisionPlayers } from './division-players';
import { DivisionActions } from './division-actions';

export function ViewPlayersPage() {
  // ?season=&division= (the import's "View the players" link) opens on that division, else the last one chosen.
  const [selection, setSelection] = useSeasonDivisionChoice();
  // The selects load these same queries; reading them here only surfaces their errors.
  const seasons = useSeasons();
  const divisions = useDivisions({ season: selection.seasonId }, { enabled: !!selection.seasonId });
  const [success, showSuccess] = useFlashMessage();

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        View Players
      </Typography>
      {success && <Alert severity="success" role="status">{success}</Alert>}
      {seasons.isError && <Alert severity="error">Failed to load seasons</Alert>}
      {divisions.isError && <Alert severity="error">Failed to load divisions</Alert>}
      <Paper component="section" aria-label="Choose a division" sx={{ p: 3 }}>
        <SeasonDivisionSelects idPrefix="players" seasonId={selection.seasonId} divisionId={selection.divisionId} onChange={setSelection} />
        {selection.divisionId && (
          <Stack sx={{ mt: 2 }}>
            <DivisionActions seasonId={selection.seasonId} divisionId={selection.divisionId} />
          </Stack>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="players-title" sx={{ p: 3 }}>
        <Typography id="players-title" variant="h6" component="h2" gutterBottom>
          Players
        </Typography>
        {selection.divisionId ? (
          <DivisionPlayers key={selection.divisionId} divisionId={selection.divisionId} onTransferred={showSuccess} />
        ) : (
          <Typography color="text.secondary">Select a season and a division to see its players.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
