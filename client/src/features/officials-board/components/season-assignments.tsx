import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/format';
import { useSeasonOfficials } from '@/features/officials-board/api/season-officials';
import { usePreviewAssignments } from '@/features/officials-board/api/preview-assignments';
import { usePublishAssignments } from '@/features/officials-board/api/publish-assignments';
import { BoardDrag } from './board-drag';
import { GamesTable } from './games-table';
import { PreviewReport } from './preview-report';
import { currentSlots, previewSlots } from './game-slots';
import { PlacePanel, type ChosenPlace } from './place-panel';

/** The season's games with their officials: as they stand (each place can be changed by hand), or as a preview of the auto-assign; and publishing. */
export function SeasonAssignments({ seasonId }: { seasonId: number }) {
  const season = useSeasonOfficials(seasonId);
  const [previewing, setPreviewing] = useState(false);
  const preview = usePreviewAssignments(seasonId, previewing);
  const publish = usePublishAssignments(seasonId);
  const [confirming, setConfirming] = useState(false);
  const [published, setPublished] = useState('');
  const [place, setPlace] = useState<ChosenPlace | null>(null);

  async function confirmPublish() {
    setPublished('');
    // What is published is the saved answer; the preview would only be worked out again.
    setPreviewing(false);
    try {
      const result = await publish.mutateAsync();
      setPublished(`${pluralize(result.published, 'assignment')} published; ${pluralize(result.referees_notified, 'referee')} will get an email with their games.`);
    } finally {
      setConfirming(false);
    }
  }

  const games = season.data?.games ?? [];
  const shown = previewing ? preview.data : undefined;
  const slots = shown && season.data ? previewSlots(season.data, shown) : currentSlots(games);
  const error = apiErrorMessage(preview.error) ?? apiErrorMessage(publish.error) ?? (preview.error ?? publish.error ? 'That did not work. Please try again.' : '');

  return (
    <Paper component="section" aria-labelledby="season-assignments-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="season-assignments-title" variant="h6" component="h2">
          Who officiates each game
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="outlined" onClick={() => { setPublished(''); publish.reset(); if (previewing) void preview.refetch(); else setPreviewing(true); }} disabled={preview.isFetching}>
            Preview assignments
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={publish.isPending}>
            Publish assignments
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {published && <Alert severity="success" role="status">{published}</Alert>}
        {preview.isFetching && <Typography role="status">Working out who can officiate each game…</Typography>}
        {shown && <PreviewReport result={shown} />}
        {season.isError && <Alert severity="error">The season&apos;s games could not be loaded.</Alert>}
        {season.data && games.length === 0 && <Typography>This season has no games yet. Build the schedule first.</Typography>}
        {games.length > 0 && (
          <BoardDrag seasonId={seasonId} games={games} slots={slots} enabled={!shown}>
            {!shown && <Typography color="text.secondary">To move an official to another place, drag their name there (or focus it, press Space, choose the place with the arrow keys and press Space again). What the move would break shows beside the place before you drop it.</Typography>}
            <GamesTable
              games={games}
              slots={slots}
              caption={shown ? 'Preview: nothing is saved until you publish' : 'Officials as they stand'}
              onChoose={shown ? undefined : (gameId, role) => setPlace({ gameId, role })}
            />
          </BoardDrag>
        )}
      </Stack>
      {place && <PlacePanel seasonId={seasonId} place={place} onClose={() => setPlace(null)} />}
      <ConfirmDialog
        open={confirming}
        title="Publish assignments?"
        message="The officials are saved and each referee with new games gets an email listing them. Referees then accept or decline on their phone."
        confirmLabel="Publish"
        busy={publish.isPending}
        onConfirm={() => void confirmPublish().catch(() => undefined)}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
