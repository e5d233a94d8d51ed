import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Box, Typography } from '@mui/material';
import type { ScheduleGameDto } from '@league/contract';
import { describeMatchup, describeTime, splitStart, type ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';
import { positionOf, type Lane, type Opening } from '@/features/season-schedule/lib/week-grid';

interface WeekLaneProps {
  lane: Lane;
  range: [number, number];
  games: ScheduleGameDto[];
  openings: Opening[];
  names: ScheduleNames;
  /** A game's words for screen readers: "Ants vs Bees, Sat, Oct 3 9:00, Lincoln court 1". */
  gameLabel: (game: ScheduleGameDto) => string;
  openingLabel: (opening: Opening) => string;
  disabled: boolean;
}

// A half hour is drawn at least 4.5rem wide, so each start's box can show its time; a long day scrolls sideways.
const laneWidth = ([from, to]: [number, number]) => `${Math.max(36, ((to - from) / 30) * 4.5)}rem`;
const span = (start: string, end: string, range: [number, number]) => ({ left: `${positionOf(start, range)}%`, width: `${positionOf(end, range) - positionOf(start, range)}%` });

/** A free court time: a drop target. */
function OpeningCell({ opening, range, label }: { opening: Opening; range: [number, number]; label: string }) {
  const { setNodeRef, isOver } = useDroppable({ id: opening.id, data: { opening, name: label } });
  return (
    <Box
      ref={setNodeRef}
      title={label}
      sx={{ position: 'absolute', top: 4, bottom: 4, ...span(opening.start, opening.end, range), overflow: 'hidden', border: 1, borderStyle: 'dashed', borderColor: isOver ? 'primary.main' : 'divider', borderWidth: isOver ? 2 : 1, borderRadius: 1, bgcolor: isOver ? 'action.selected' : undefined }}
    >
      {/* Starts come every half hour: the box says its time only; its title and the screen reader say the court and day. */}
      <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ px: 0.25 }}>{describeTime(opening.start)}</Typography>
    </Box>
  );
}

/** A game at its time; picked up by mouse, touch (hold) or keyboard (Space). */
function GameCard({ game, range, names, label, disabled }: { game: ScheduleGameDto; range: [number, number]; names: ScheduleNames; label: string; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `game-${game.id}`, data: { game, label, columnId: null }, disabled });
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Move ${label}`}
      sx={{ position: 'absolute', top: 4, bottom: 4, ...span(splitStart(game.start).time, splitStart(game.end).time, range), zIndex: 1, overflow: 'hidden', px: 0.5, borderRadius: 1, bgcolor: game.status === 'published' ? 'primary.dark' : 'secondary.dark', color: 'common.white', cursor: 'grab', touchAction: 'none', opacity: isDragging ? 0.4 : 1 }}
    >
      <Typography variant="caption" component="p" noWrap sx={{ fontWeight: 600 }}>{`${describeTime(splitStart(game.start).time)} ${describeMatchup(game, names)}`}</Typography>
      <Typography variant="caption" component="p" noWrap>{`${names.division(game.division_id)}${game.status === 'draft' ? ' · draft' : ''}`}</Typography>
    </Box>
  );
}

/** One court on one day: its games at their times and its free gym time between them. */
export function WeekLane({ lane, range, games, openings, names, gameLabel, openingLabel, disabled }: WeekLaneProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', gap: 1 }}>
      <Typography variant="body2" sx={{ flex: '0 0 8rem', py: 1 }}>{`${lane.venue} court ${lane.court}`}</Typography>
      <Box sx={{ position: 'relative', flex: 1, minWidth: laneWidth(range), height: 52, bgcolor: 'action.hover', borderRadius: 1 }}>
        {openings.map((o) => (
          <OpeningCell key={o.id} opening={o} range={range} label={openingLabel(o)} />
        ))}
        {games.map((g) => (
          <GameCard key={g.id} game={g} range={range} names={names} label={gameLabel(g)} disabled={disabled} />
        ))}
      </Box>
    </Box>
  );
}
