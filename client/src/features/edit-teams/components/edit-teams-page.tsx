import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFlashMessage } from '@/lib/use-flash-message';
import type { PlayerDto as Player } from '@league/contract';
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

type OpenDialog = { kind: 'trade' | 'move'; player: Player } | { kind: 'create-team' | 'create-player' } | null;

export function EditTeamsPage() {
  const [selection, setSelection] = useState<{ seasonId: number | null; divisionId: number | null }>({ seasonId: null, divisionId: null });
  const division = selection.divisionId;
  // No division, no lists: a new season therefore also clears the loaded teams.
  const { teams } = useTeams({ division }, { enabled: !!division });
  const { players, isError: playersFailed } = usePlayers({ division }, { enabled: !!division });
  const { divisions } = useDivisions({ season: selection.seasonId }, { enabled: !!selection.seasonId });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [success, showSuccess] = useFlashMessage();
  const deletes = useDeleteActions();
  const shownTeams = division ? teams : [];
  const shownPlayers = division ? players : [];
  const teamNames = new Map(shownTeams.map((t) => [t.id, t.name]));
  const actions = { onTrade: (player: Player) => setDialog({ kind: 'trade', player }), onMove: (player: Player) => setDialog({ kind: 'move', player }), onDelete: deletes.askPlayer };
  const finish = (message: string) => {
    setDialog(null);
    showSuccess(message);
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
          {division && <PlayerSearch players={shownPlayers} actions={actions} />}
        </Stack>
      </Paper>
      {success && <Alert severity="success" role="status">{success}</Alert>}
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
      {dialog?.kind === 'trade' && <TradeDialog player={dialog.player} roster={shownPlayers} teamNames={teamNames} onClose={() => setDialog(null)} onTraded={finish} />}
      {dialog?.kind === 'move' && <MoveDialog player={dialog.player} roster={shownPlayers} teams={shownTeams} onClose={() => setDialog(null)} onMoved={finish} />}
      {dialog?.kind === 'create-team' && <CreateTeamDialog divisions={divisions} initialDivision={division} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'create-player' && <CreatePlayerDialog divisions={divisions} initialDivision={division} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={!!deletes.dialog} title={deletes.dialog?.title ?? ''} message={deletes.dialog?.message ?? ''} confirmLabel="Delete" onConfirm={deletes.confirm} onCancel={deletes.cancel} />
    </Stack>
  );
}
