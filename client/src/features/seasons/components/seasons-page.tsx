import { useState } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDeleteSeason } from '@/features/seasons/api/delete-season';
import { useActivateSeason } from '@/features/seasons/api/activate-season';
import type { SeasonDto } from '@league/contract';
import { SeasonForm } from './season-form';
import { SeasonsTable } from './seasons-table';

export function SeasonsPage() {
  const { seasons, isPending, isError } = useSeasons();
  const deleteSeason = useDeleteSeason();
  const activate = useActivateSeason();
  const [success, showSuccess] = useFlashMessage();
  const [deleteError, setDeleteError] = useState('');
  const [pending, setPending] = useState<SeasonDto | null>(null);

  async function confirmDelete() {
    if (!pending) return;
    setDeleteError('');
    try {
      await deleteSeason.mutateAsync(pending.id);
      showSuccess('Season deleted successfully.');
    } catch {
      setDeleteError('Failed to delete season.');
    } finally {
      setPending(null);
    }
  }

  function makeActive(season: SeasonDto) {
    setDeleteError('');
    activate.mutate(season.id, {
      onSuccess: () => showSuccess(`${season.name} is now the active season; the other seasons are inactive.`),
      onError: () => setDeleteError(`${season.name} could not be made the active season. Please try again.`),
    });
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Season Management
      </Typography>
      {success && <Alert severity="success" role="status">{success}</Alert>}
      <SeasonForm onCreated={showSuccess} />
      <Paper component="section" aria-labelledby="seasons-title" sx={{ p: 3 }}>
        <Typography id="seasons-title" variant="h6" component="h2" gutterBottom>
          Seasons
        </Typography>
        {deleteError && <Alert severity="error" sx={{ mb: 2 }}>{deleteError}</Alert>}
        {isError ? (
          <Alert severity="error">Error loading seasons. Please try again.</Alert>
        ) : (
          <SeasonsTable seasons={seasons} loading={isPending} onDelete={setPending} onActivate={makeActive} activating={activate.isPending} />
        )}
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        title="Delete season?"
        message={`Delete "${pending?.name ?? ''}"? Its divisions, teams, players, skills and ratings are deleted with it.`}
        busy={deleteSeason.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
