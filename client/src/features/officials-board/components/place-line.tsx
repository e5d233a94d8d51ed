import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Box, Button } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { SeasonOfficialsGameDto } from '@league/contract';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { describeHeld, describePlace, placeOfLine } from '@/features/officials-board/lib/board-places';
import { useBoardDrag } from './board-drag';
import { DragVerdict } from './drag-verdict';
import type { SlotLine } from './game-slots';

/** Opens "Who could take this place" for one place of one game. */
export type ChoosePlace = (gameId: number, role: string) => void;

/** The API says why a place is open as a clause ("no referee certified at …"); on screen it follows "open." as a sentence. */
const asSentence = (note: string) => `${note.charAt(0).toUpperCase()}${note.slice(1)}${/[.!?]$/.test(note) ? '' : '.'}`;

/** One place of a game (its role, open or held): a drop target; its official can be picked up (mouse, touch hold, or Space). */
export function PlaceLine({ game, line, onChoose }: { game: SeasonOfficialsGameDto; line: SlotLine; onChoose?: ChoosePlace }) {
  const drag = useBoardDrag();
  const place = placeOfLine(game, line);
  const own = drag.held?.id === place.id;
  // The held official's own place is no target: it is named to nobody.
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: place.id, data: { name: own ? undefined : describePlace(place) }, disabled: !drag.enabled });
  const canDrag = drag.enabled && place.holder !== null;
  const { attributes, listeners, setNodeRef: dragRef, isDragging } = useDraggable({ id: `official-${place.id}`, data: { place, label: describeHeld(place), columnId: place.id }, disabled: !canDrag });
  const target = drag.held && drag.over?.id === place.id ? drag.over : null;
  const highlight = isOver && !own ? { outline: 2, outlineColor: 'primary.main', borderRadius: 1, bgcolor: 'action.selected' } : {};

  return (
    <Box component="li" ref={dropRef} sx={{ ...(line.open ? { color: 'warning.main', fontWeight: 600 } : {}), ...highlight }}>
      {line.open ? `${line.role}: open. ${asSentence(line.note)}` : (
        <>
          {`${line.role}: `}
          {canDrag ? (
            <Box component="span" ref={dragRef} {...attributes} {...listeners} aria-label={`Move ${describeHeld(place)}`}
              sx={{ cursor: 'grab', touchAction: 'none', borderBottom: '1px dashed', opacity: isDragging ? 0.4 : 1, whiteSpace: 'nowrap' }}>
              <DragIndicatorIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} aria-hidden />
              {line.name}
            </Box>
          ) : line.name}
          {line.note ? ` (${line.note})` : ''}
        </>
      )}
      {onChoose && (
        <Button size="small" sx={{ ml: 1 }} onClick={() => onChoose(game.game_id, line.role)} aria-label={`${line.open ? 'Find a referee' : 'Change'} for the ${line.role} place of ${game.home} vs ${game.away}, ${formatCalendarDay(game.date)} ${game.start}`}>
          {line.open ? 'Find a referee' : 'Change'}
        </Button>
      )}
      {target && drag.held && <DragVerdict seasonId={drag.seasonId} from={drag.held} to={target} ask={drag.settled} />}
    </Box>
  );
}
