import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DndContext, type DragEndEvent, type DragOverEvent, type DragStartEvent } from '@dnd-kit/core';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Stack } from '@mui/material';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { useApiClient } from '@/lib/api-session';
import { dragAnnouncements } from '@/lib/drag-announcements';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDragTargets } from '@/lib/use-drag-targets';
import { officialsKeys } from '@/features/officials-board/api/officials-keys';
import { dragVerdictQueryOptions, useChangeOfficials } from '@/features/officials-board/api/change-officials';
import { boardPlaces, changesForMove, type BoardPlace } from '@/features/officials-board/lib/board-places';
import { DropConfirm } from './drop-confirm';
import type { SlotLine } from './game-slots';

/** A place held over another only asks its verdict once it has stayed there this long (the keyboard passes places quickly). */
const settleMs = 250;

interface BoardDragState {
  seasonId: number;
  /** False during a preview: nothing is dragged. */
  enabled: boolean;
  held: BoardPlace | null;
  /** The place the held official is over, other than their own. */
  over: BoardPlace | null;
  /** Whether `over` has been held long enough to ask its verdict. */
  settled: boolean;
}
const BoardDragContext = createContext<BoardDragState>({ seasonId: 0, enabled: false, held: null, over: null, settled: false });
export const useBoardDrag = () => useContext(BoardDragContext);

const { instructions, announcements } = dragAnnouncements({
  one: 'an official',
  the: 'the official',
  pronoun: 'them',
  target: 'a place',
  keys: 'the arrow keys or Tab',
  verdictAt: 'beside the place',
  afterDrop: 'Confirm or cancel the move in the window that opens.',
});

interface Props {
  seasonId: number;
  games: SeasonOfficialsGameDto[];
  slots: Map<number, SlotLine[]>;
  enabled: boolean;
  children: ReactNode;
}

/**
 * The officials table as a board: an official dragged (mouse, touch or keyboard) onto another
 * place is judged by the server's dry run beside that place before the drop; a drop opens a
 * confirm, and a place whose verdict breaks a rule refuses the drop with its sentence.
 */
export function BoardDrag({ seasonId, games, slots, enabled, children }: Props) {
  const queryClient = useQueryClient();
  const api = useApiClient();
  const places = useMemo(() => boardPlaces(games, slots), [games, slots]);
  const [held, setHeld] = useState<BoardPlace | null>(null);
  const [over, setOver] = useState<BoardPlace | null>(null);
  const [dropped, setDropped] = useState<{ from: BoardPlace; to: BoardPlace } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const save = useChangeOfficials(seasonId);
  const settledId = useDebouncedValue(over?.id ?? null, settleMs);
  const { sensors, keyboard } = useDragTargets(places.map((p) => p.id), { tabMoves: true });
  const targetOf = (id: unknown) => (held ? places.find((p) => p.id === id && p.id !== held.id) ?? null : null);

  const finish = () => { keyboard.reset(); setHeld(null); setOver(null); };
  const start = ({ active }: DragStartEvent) => {
    keyboard.reset();
    // Verdicts are kept for one drag: the board may have changed since the last one.
    queryClient.removeQueries({ queryKey: officialsKeys.dragVerdicts(seasonId) });
    setRefused(null);
    setDropped(null);
    save.reset();
    setHeld(active.data.current?.place as BoardPlace);
  };
  const end = ({ over: target }: DragEndEvent) => {
    const to = targetOf(target?.id);
    if (held && to) {
      const known = queryClient.getQueryData(dragVerdictQueryOptions(api, seasonId, changesForMove(held, to)).queryKey);
      if (known && !known.allowed) setRefused(`${held.holder?.name ?? 'The official'} was not moved: ${known.broken.join(' ')}`);
      else setDropped({ from: held, to });
    }
    finish();
  };

  const state = { seasonId, enabled: enabled && !save.isPending, held, over, settled: over !== null && settledId === over.id };
  return (
    <BoardDragContext.Provider value={state}>
      <Stack spacing={2}>
        {save.isSuccess && <Alert severity="success" role="status">{save.data.summary.join(' ')}</Alert>}
        {refused && <Alert severity="warning">{refused}</Alert>}
        <DndContext sensors={sensors} collisionDetection={keyboard.collisionDetection} accessibility={{ announcements, screenReaderInstructions: instructions }}
          onDragStart={start} onDragOver={({ over: target }: DragOverEvent) => setOver(targetOf(target?.id))} onDragEnd={end} onDragCancel={finish}>
          {children}
        </DndContext>
      </Stack>
      {/* Closed by the saved answer itself, not only by this call's callback (which a second mutate would replace). */}
      {dropped && !save.isSuccess && (
        <DropConfirm seasonId={seasonId} from={dropped.from} to={dropped.to} saving={save.isPending} error={save.error}
          onConfirm={() => save.mutate(changesForMove(dropped.from, dropped.to), { onSuccess: () => setDropped(null) })}
          onCancel={() => { setDropped(null); save.reset(); }} />
      )}
    </BoardDragContext.Provider>
  );
}
