import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import type { RosterChangeKind, RosterVersionDto } from '@league/contract';
import { historyPageSize, useRosterHistory } from '@/api/roster-history/list-roster-history';
import { describeRestore, useRestoreRosterVersion } from '@/api/roster-history/restore-roster-version';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/lib/pluralize';

const kindNames: Record<RosterChangeKind, string> = {
  save: 'Teams saved',
  replace: 'Roster replaced',
  trade: 'Trade',
  move: 'Move',
  transfer_in: 'Players transferred in',
  transfer_out: 'Players transferred out',
  team_delete: 'Team deleted',
  player_delete: 'Player deleted',
  restore: 'Earlier roster restored',
  rebalance: 'Teams rebalanced',
  place_new: 'New players placed',
  publish: 'Rosters published',
  draft: 'Coach draft finished',
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every saved state of the division's roster, newest first; any of them can be put back. */
export function HistoryPanel({ divisionId, onRestored }: { divisionId: number; onRestored: (message: string) => void }) {
  const [page, setPage] = useState(1);
  const [asking, setAsking] = useState<RosterVersionDto | null>(null);
  const history = useRosterHistory(divisionId, page);
  const restore = useRestoreRosterVersion(divisionId);
  const pages = Math.max(1, Math.ceil((history.data?.count ?? 0) / historyPageSize));
  const confirm = () => {
    if (!asking) return;
    const version = asking.version;
    restore.mutate(version, {
      onSuccess: (result) => {
        setAsking(null);
        onRestored(describeRestore(version, result));
      },
      onError: () => setAsking(null),
    });
  };

  return (
    <Paper component="section" aria-labelledby="history-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="history-title" variant="h6" component="h2" gutterBottom>
        Roster history
      </Typography>
      {history.isError && <Alert severity="error">The roster history could not be loaded.</Alert>}
      {restore.isError && <Alert severity="error">{apiErrorMessage(restore.error) ?? 'The roster could not be restored.'}</Alert>}
      {history.data?.count === 0 && <Typography color="text.secondary">No changes recorded for this division yet.</Typography>}
      <List dense aria-label="Roster versions">
        {history.data?.results.map((v) => (
          <ListItem
            key={v.version}
            divider
            secondaryAction={
              <Button size="small" onClick={() => setAsking(v)} aria-label={`Restore version ${v.version}`}>
                Restore
              </Button>
            }
          >
            <ListItemText
              primary={`Version ${v.version}: ${kindNames[v.kind] ?? v.kind}. ${v.summary}`}
              secondary={`${when(v.created_at)} by ${v.actor?.username ?? 'a deleted account'} · ${pluralize(v.player_count, 'player')} on ${pluralize(v.team_count, 'team')}`}
            />
          </ListItem>
        ))}
      </List>
      {pages > 1 && (
        <Stack sx={{ alignItems: 'center' }}>
          <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} aria-label="Roster history pages" />
        </Stack>
      )}
      <ConfirmDialog
        open={!!asking}
        title={asking ? `Restore version ${asking.version}?` : ''}
        message="Every player still in this division goes back to the team they had then; players who joined later become Unassigned. Deleted players and teams are not brought back. The restore is itself recorded, so it can be undone from this list."
        confirmLabel="Restore"
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Paper>
  );
}
