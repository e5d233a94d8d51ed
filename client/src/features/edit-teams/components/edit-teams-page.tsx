import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { readStoredUser } from '@/lib/auth/session';
import { pluralize } from '@/lib/format';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFlashMessage } from '@/lib/use-flash-message';
import type { PlayerDto } from '@league/contract';
import { useDivisions } from '@/api/divisions/list-divisions';
import { usePlayers } from '@/api/players/list-players';
import { useTeams } from '@/api/teams/list-teams';
import { FilterLoadErrors } from '@/components/ui/filter-load-errors';
import { CreatePlayerDialog } from './create-player-dialog';
import { CreateTeamDialog } from './create-team-dialog';
import { MoveDialog } from './move-dialog';
import { PlayerSearch } from './player-search';
import { TeamGroup } from './team-group';
import { TradeDialog } from './trade-dialog';
import { useDeleteActions } from './use-delete-actions';
import { PageHeader } from '@/components/ui/page-header';
import { HistoryPanel } from './history-panel';
import { UndoAlert } from './undo-alert';
import { PlaceNewDialog } from './place-new-dialog';
import { RebalanceDialog } from './rebalance-dialog';

type OpenDialog = { kind: 'trade' | 'move'; player: PlayerDto } | { kind: 'create-team' | 'create-player' | 'place-new' | 'rebalance' } | null;

export function EditTeamsPage() {
  // `?season=&division=` opens that division (the import page's "Place new players" link).
  const [selection, setSelection] = useSeasonDivisionChoice();
  const division = selection.divisionId;
  // No division, no lists: a new season therefore also clears the loaded teams.
  const { teams } = useTeams({ division }, { enabled: !!division });
  const { players, isError: playersFailed } = usePlayers({ division }, { enabled: !!division });
  const { divisions } = useDivisions({ season: selection.seasonId }, { enabled: !!selection.seasonId });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [success, showSuccess] = useFlashMessage();
  // The message of a trade, move, placement or rebalance stays longer: it carries Undo.
  const [undoable, setUndoable] = useState<{ message: string; divisionId: number; rosterVersion: number } | null>(null);
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), 15_000);
    return () => clearTimeout(timer);
  }, [undoable]);
  const deletes = useDeleteActions();
  const shownTeams = division ? teams : [];
  const shownPlayers = division ? players : [];
  const teamNames = new Map(shownTeams.map((t) => [t.id, t.name]));
  const unassigned = shownPlayers.filter((p) => p.team === null);
  const leagueId = readStoredUser()?.league_id;
  const actions = { onTrade: (player: PlayerDto) => setDialog({ kind: 'trade', player }), onMove: (player: PlayerDto) => setDialog({ kind: 'move', player }), onDelete: deletes.askPlayer };
  const finish = (message: string) => {
    setDialog(null);
    setUndoable(null);
    showSuccess(message);
  };
  const finishUndoable = (message: string, rosterVersion: number) => {
    setDialog(null);
    showSuccess('');
    if (division) setUndoable({ message, divisionId: division, rosterVersion });
  };

  return (
    <Stack spacing={3}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader
          title="Edit Teams"
          actions={
            <>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create-team' })} disabled={!selection.seasonId}>
                Add Team
              </Button>
              <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setDialog({ kind: 'create-player' })} disabled={!selection.seasonId}>
                Add Player
              </Button>
            </>
          }
        />
        <Stack spacing={2}>
          <SeasonDivisionSelects idPrefix="edit-teams" seasonId={selection.seasonId} divisionId={division} onChange={setSelection} />
          {division && (
            <Link component={RouterLink} to={`${paths.dashboard.importRegistrations}?season=${selection.seasonId ?? ''}&division=${division}`} sx={{ alignSelf: 'start' }}>
              Add late sign-ups from a file
            </Link>
          )}
          {division && (
            <Link component={RouterLink} to={`${paths.dashboard.rosterBoard}?season=${selection.seasonId ?? ''}&division=${division}`} sx={{ alignSelf: 'start' }}>
              Drag players between teams on the roster board
            </Link>
          )}
          {division && <PlayerSearch players={shownPlayers} actions={actions} />}
          {division && shownTeams.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {unassigned.length > 0 && (
                <Button variant="contained" onClick={() => setDialog({ kind: 'place-new' })}>
                  Place {pluralize(unassigned.length, 'new player')}
                </Button>
              )}
              <Button variant="outlined" onClick={() => setDialog({ kind: 'rebalance' })}>
                Rebalance division
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
      {success && <Alert severity="success" role="status">{success}</Alert>}
      {undoable && <UndoAlert key={`undo-${undoable.rosterVersion}`} {...undoable} onUndone={finish} />}
      <FilterLoadErrors seasonId={selection.seasonId} />
      {playersFailed && <Alert severity="error">Failed to load players</Alert>}
      {!division && <Typography color="text.secondary">Select a season and division to edit its teams.</Typography>}
      {division && (
        <div>
          {shownTeams.map((team) => (
            <TeamGroup key={team.id} id={`team-${team.id}`} title={team.name} players={shownPlayers.filter((p) => p.team === team.id)} actions={actions} onDeleteTeam={() => deletes.askTeam(team)} />
          ))}
          <TeamGroup id="team-unassigned" title="Unassigned" players={shownPlayers.filter((p) => p.team === null)} actions={actions} />
        </div>
      )}
      {division && <HistoryPanel key={`history-${division}`} divisionId={division} onRestored={finish} />}
      {dialog?.kind === 'trade' && <TradeDialog player={dialog.player} roster={shownPlayers} teamNames={teamNames} onClose={() => setDialog(null)} onTraded={finishUndoable} />}
      {dialog?.kind === 'move' && <MoveDialog player={dialog.player} roster={shownPlayers} teams={shownTeams} onClose={() => setDialog(null)} onMoved={finishUndoable} />}
      {dialog?.kind === 'place-new' && division && leagueId && <PlaceNewDialog leagueId={leagueId} divisionId={division} newCount={unassigned.length} onClose={() => setDialog(null)} onPlaced={finishUndoable} />}
      {dialog?.kind === 'rebalance' && division && leagueId && <RebalanceDialog leagueId={leagueId} divisionId={division} onClose={() => setDialog(null)} onRebalanced={finishUndoable} />}
      {dialog?.kind === 'create-team' && <CreateTeamDialog divisions={divisions} initialDivision={division} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'create-player' && <CreatePlayerDialog divisions={divisions} initialDivision={division} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={!!deletes.dialog} title={deletes.dialog?.title ?? ''} message={deletes.dialog?.message ?? ''} confirmLabel="Delete" onConfirm={deletes.confirm} onCancel={deletes.cancel} />
    </Stack>
  );
}
