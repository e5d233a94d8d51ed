import { useState } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFlashMessage } from '@/lib/use-flash-message';
import { useDivisions } from '@/api/divisions/list-divisions';
import { useDeleteDivision } from '@/features/divisions/api/delete-division';
import type { DivisionDto } from '@league/contract';
import { DivisionForm } from './division-form';
import { DivisionsTable } from './divisions-table';

export function DivisionsPage() {
  const { divisions, isPending, isError } = useDivisions();
  const deleteDivision = useDeleteDivision();
  const [success, showSuccess] = useFlashMessage();
  const [deleteError, setDeleteError] = useState('');
  const [pending, setPending] = useState<DivisionDto | null>(null);

  async function confirmDelete() {
    if (!pending) return;
    setDeleteError('');
    try {
      await deleteDivision.mutateAsync(pending.id);
      showSuccess('Division deleted successfully.');
    } catch {
      setDeleteError('Failed to delete division.');
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Create Divisions
      </Typography>
      {success && <Alert severity="success" role="status">{success}</Alert>}
      <DivisionForm onCreated={showSuccess} />
      <Paper component="section" aria-labelledby="divisions-title" sx={{ p: 3 }}>
        <Typography id="divisions-title" variant="h6" component="h2" gutterBottom>
          Divisions
        </Typography>
        {deleteError && <Alert severity="error" sx={{ mb: 2 }}>{deleteError}</Alert>}
        {isError ? (
          <Alert severity="error">Error loading divisions. Please try again.</Alert>
        ) : (
          <DivisionsTable divisions={divisions} loading={isPending} onDelete={setPending} />
        )}
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        title="Delete division?"
        message={`Delete "${pending?.name ?? ''}"? Its teams, players, skills and ratings are deleted with it.`}
        busy={deleteDivision.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
