import { useMemo, useState } from 'react';
import { DndContext, DragOverlay, type DragEndEvent, type DragOverEvent, type DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Paper } from '@mui/material';
import type { PlayerDto, TeamDto } from '@league/contract';
import { boardAnnouncements, createPickUp, screenReaderInstructions } from '@/features/roster-board/lib/announcements';
import { buildColumns, type BoardColumn } from '@/features/roster-board/lib/board-columns';
import { viewPlayers, type BoardView } from '@/features/roster-board/lib/board-view';
import { useDragTargets } from '@/lib/use-drag-targets';
import { boardPreviewQuery, MovePreview } from './move-preview';
import { PlayerCardBody } from './player-card';
import { TeamColumn } from './team-column';

interface BoardProps {
  teams: TeamDto[];
  players: PlayerDto[];
  view: BoardView;
  headers: string[];
  busy: boolean;
  onDrop: (player: PlayerDto, to: BoardColumn) => void;
}

/** Every team side by side and Unassigned last; a player dragged onto another column is moved there. */
export function Board({ teams, players, view, headers, busy, onDrop }: BoardProps) {
  const queryClient = useQueryClient();
  const columns = useMemo(() => buildColumns(teams, players), [teams, players]);
  const [held, setHeld] = useState<{ player: PlayerDto; from: BoardColumn } | null>(null);
  const [over, setOver] = useState<BoardColumn | null>(null);
  const { sensors, keyboard } = useDragTargets(columns.map((c) => c.id));
  const pickUp = useMemo(() => createPickUp(), []);
  const announcements = useMemo(
    () => boardAnnouncements((active) => columns.find((c) => c.id === active.data.current?.columnId)?.name ?? 'their team', pickUp.byKeyboard),
    [columns, pickUp],
  );
  const columnOf = (id: unknown) => columns.find((c) => c.id === id) ?? null;
  const shownColumn = view.sortBy !== 'name' && view.sortBy !== 'skill' ? view.sortBy : view.filterColumn || null;

  const start = ({ active, activatorEvent }: DragStartEvent) => {
    keyboard.reset();
    pickUp.note(activatorEvent);
    const player = active.data.current?.player as PlayerDto;
    const from = columnOf(active.data.current?.columnId);
    if (!from) return;
    setHeld({ player, from });
    // Ask for every team's preview at once, so holding the player over a team shows it at once.
    for (const column of columns) if (column !== from) void queryClient.prefetchQuery(boardPreviewQuery(player.id, column.teamId));
  };
  const end = (event: DragEndEvent) => {
    const to = columnOf(event.over?.id);
    if (held && to && to !== held.from) onDrop(held.player, to);
    finish();
  };
  const finish = () => {
    keyboard.reset();
    setHeld(null);
    setOver(null);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={keyboard.collisionDetection}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={start}
      onDragOver={({ over: target }: DragOverEvent) => setOver(columnOf(target?.id))}
      onDragEnd={end}
      onDragCancel={finish}
    >
      {/* Fixed, not in the flow: showing it must not shift the columns measured at pick-up. */}
      <Box sx={{ position: 'fixed', bottom: 16, right: 16, left: { xs: 16, sm: 'auto' }, maxWidth: { sm: '30rem' }, zIndex: 1300, bgcolor: 'background.paper', boxShadow: 8, borderRadius: 1 }}>
        {held && over && over !== held.from && <MovePreview player={held.player} toTeam={over.teamId} toName={over.name} players={players} teams={teams} />}
        {held && (!over || over === held.from) && (
          <Paper variant="outlined" sx={{ p: 1.5 }} role="region" aria-label="What this move would do">
            Hold {held.player.name} over another team to see what the move would change.
          </Paper>
        )}
      </Box>
      <Box role="region" aria-label="Teams of the division" tabIndex={0} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}>
        {columns.map((column) => (
          <TeamColumn key={column.id} column={column} shown={viewPlayers(column.players, view, headers)} shownColumn={shownColumn} disabled={busy} />
        ))}
      </Box>
      <DragOverlay>{held && <Paper sx={{ p: 1, width: '14rem' }}><PlayerCardBody player={held.player} shownColumn={shownColumn} /></Paper>}</DragOverlay>
    </DndContext>
  );
}
