import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { paths } from '@/config/paths';
import { usePlayers } from '@/api/players/list-players';
import { useTeams } from '@/api/teams/list-teams';
import { BrokenRulesConfirm } from '@/components/teams/broken-rules-confirm';
import { FilterLoadErrors } from '@/components/ui/filter-load-errors';
import { PageHeader } from '@/components/ui/page-header';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { apiErrorMessage } from '@/lib/api-client';
import { keptRegistrationHeaders } from '@/lib/kept-columns';
import { defaultView, type BoardView } from '@/features/roster-board/lib/board-view';
import { Board } from './board';
import { BoardFilters } from './board-filters';
import { useBoardMoves } from './use-board-moves';

/** The roster board: drag players between a division's teams; the rosters stay a draft until published. */
export function RosterBoardPage() {
  const [selection, setSelection] = useSeasonDivisionChoice();
  const division = selection.divisionId;
  const { teams } = useTeams({ division }, { enabled: !!division });
  const { players, isError: playersFailed } = usePlayers({ division }, { enabled: !!division });
  const [view, setView] = useState<BoardView>(defaultView);
  const [message, setMessage] = useState('');
  const moves = useBoardMoves(setMessage);
  const shownTeams = useMemo(() => (division ? teams.filter((t) => t.division === division) : []), [division, teams]);
  const shownPlayers = useMemo(() => (division ? players : []), [division, players]);
  const headers = useMemo(() => keptRegistrationHeaders(shownPlayers), [shownPlayers]);
  const last = moves.lastMove;

  const choose = (next: typeof selection) => {
    setSelection(next);
    setView(defaultView);
    setMessage('');
    moves.clear();
  };

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader
          title="Roster Board"
          actions={
            division && (
              <Button variant="outlined" startIcon={<SendIcon />} component={RouterLink} to={paths.dashboard.publishRosters(division)}>
                Publish
              </Button>
            )
          }
        />
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Drag a player by the handle to another team, or focus the handle, press Space, choose a team with the arrow keys and press Space again. Rosters
            stay a draft: coaches and families see nothing until you publish.
          </Typography>
          <SeasonDivisionSelects idPrefix="roster-board" seasonId={selection.seasonId} divisionId={division} onChange={choose} />
          {division && <BoardFilters headers={headers} view={view} onChange={setView} />}
        </Stack>
      </Paper>
      <FilterLoadErrors seasonId={selection.seasonId} />
      {playersFailed && <Alert severity="error">Failed to load players</Alert>}
      {moves.refused && (
        <BrokenRulesConfirm reasons={moves.refused.reasons} action="move" pending={moves.pending} onCancel={moves.cancelRefused} onConfirm={moves.confirmRefused} />
      )}
      {moves.error && <Alert severity="error">{apiErrorMessage(moves.error) ?? 'Move failed'}</Alert>}
      {message && (
        <Alert
          severity="success"
          role="status"
          action={
            last && (
              <Button color="inherit" size="small" onClick={moves.undo} disabled={moves.pending}>
                Undo
              </Button>
            )
          }
        >
          {message}
          {last && ` Undo moves ${last.playerName} back to ${last.fromName}.`}
        </Alert>
      )}
      {!division && <Typography color="text.secondary">Select a season and division to see its teams.</Typography>}
      {division && shownTeams.length === 0 && <Typography color="text.secondary">This division has no teams yet: create them first.</Typography>}
      {division && shownTeams.length > 0 && (
        <Board teams={shownTeams} players={shownPlayers} view={view} headers={headers} busy={moves.pending} onDrop={(player, to) => moves.move(player, { to: to.teamId, toName: to.name, fromName: player.team_name ?? 'Unassigned' })} />
      )}
    </Stack>
  );
}
