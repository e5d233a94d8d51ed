import { useMemo, useState } from 'react';
import { DndContext, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ScheduleGameDto } from '@league/contract';
import { useDragTargets } from '@/lib/use-drag-targets';
import { useGymTime } from '@/features/season-schedule/api/get-gym-time';
import { useSeasonSchedule } from '@/features/season-schedule/api/get-season-schedule';
import { useMoveGame } from '@/features/season-schedule/api/move-game';
import { describeDay, describeMatchup, describePlace, describeTime, type ScheduleNames } from '@/features/season-schedule/lib/describe-schedule';
import { moveAnnouncements, moveInstructions } from '@/features/season-schedule/lib/move-announcements';
import { addDays, changeoverOfSettings, dayRange, fitsIn, lanesOf, openingsOf, weeksOf, type Opening } from '@/features/season-schedule/lib/week-grid';
import { MoveVerdict } from './move-verdict';
import { WeekLane } from './week-lane';

interface WeekGridProps {
  seasonId: number;
  /** Every saved game (free court time is what none of them holds). */
  games: ScheduleGameDto[];
  /** The games the filters leave shown. */
  shown: ScheduleGameDto[];
  names: ScheduleNames;
}

/** The saved schedule one week at a time, by venue and court; a game dragged onto free court time is judged, then moved once confirmed. */
export function WeekGrid({ seasonId, games, shown, names }: WeekGridProps) {
  const gym = useGymTime(seasonId);
  const slots = useMemo(() => gym.data?.slots ?? [], [gym.data]);
  const weeks = useMemo(() => weeksOf(slots, games), [slots, games]);
  const [week, setWeek] = useState<string | null>(null);
  const monday = week ?? weeks.find((w) => games.some((g) => g.start >= w && g.start < addDays(w, 7))) ?? weeks[0] ?? null;
  // A game holds its court for its division's changeover too: the server refuses a start inside it.
  const settings = useSeasonSchedule(seasonId).data?.settings;
  const changeoverOf = useMemo(() => changeoverOfSettings(settings ?? []), [settings]);
  const openings = useMemo(() => (monday ? openingsOf(slots, games, monday, changeoverOf) : []), [slots, games, monday, changeoverOf]);
  const [held, setHeld] = useState<ScheduleGameDto | null>(null);
  const [over, setOver] = useState<Opening | null>(null);
  const [dropped, setDropped] = useState<{ game: ScheduleGameDto; opening: Opening } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const move = useMoveGame(seasonId);
  // While a game is held, only the free court time it fits in is a target (mouse and keyboard alike).
  const targets = held ? openings.filter((o) => fitsIn(o, held, changeoverOf)) : openings;
  const { sensors, keyboard } = useDragTargets(targets.map((o) => o.id));
  const lanes = lanesOf(gym.data?.venues ?? []);
  const laneName = (o: Opening) => `${lanes.find((l) => l.id === o.laneId)?.venue ?? ''} court ${o.court}`;
  const openingLabel = (o: Opening) => `${laneName(o)}, ${describeDay(o.date)} ${describeTime(o.start)}`;
  const gameLabel = (g: ScheduleGameDto) => `${describeMatchup(g, names)}, ${describePlace(g)}`;
  const title = (g: ScheduleGameDto, o: Opening) => `${describeMatchup(g, names)} to ${describeDay(o.date)} ${describeTime(o.start)}, ${laneName(o)}`;
  const finish = () => {
    keyboard.reset();
    setHeld(null);
    setOver(null);
  };
  const start = ({ active }: DragStartEvent) => {
    keyboard.reset();
    setMessage(null);
    setDropped(null);
    setHeld(active.data.current?.game as ScheduleGameDto);
  };
  const end = ({ over: target }: DragEndEvent) => {
    const opening = target?.data.current?.opening as Opening | undefined;
    if (held && opening) setDropped({ game: held, opening });
    finish();
  };
  const confirm = () => {
    if (!dropped) return;
    const { game, opening } = dropped;
    move.mutate(
      { gameId: game.id!, place: { venue_id: opening.venue_id, court: opening.court, date: opening.date, start: opening.start } },
      { onSuccess: () => { setMessage(`Moved ${title(game, opening)}. It is a draft until you publish the schedule again.`); setDropped(null); } },
    );
  };
  const cancel = () => { setDropped(null); move.reset(); };

  if (gym.isLoading) return <Typography color="text.secondary">Loading the gym time...</Typography>;
  if (!monday) return <Typography color="text.secondary">No gym time yet: upload it above.</Typography>;
  const index = weeks.indexOf(monday);
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i)).filter((d) => slots.some((s) => s.date === d) || games.some((g) => g.start.startsWith(d)));
  const choose = (i: number) => { setWeek(weeks[i]!); setDropped(null); };

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => choose(index - 1)} disabled={index <= 0}>Previous week</Button>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{`Week of ${describeDay(monday)}`}</Typography>
        <Button onClick={() => choose(index + 1)} disabled={index >= weeks.length - 1}>Next week</Button>
      </Box>
      <Typography variant="body2" color="text.secondary">Dashed boxes are free court time, one for each start a game can be moved to: every half hour, and right when the court comes free after a game.</Typography>
      {message && <Alert severity="success">{message}</Alert>}
      <DndContext sensors={sensors} collisionDetection={keyboard.collisionDetection} accessibility={{ announcements: moveAnnouncements, screenReaderInstructions: moveInstructions }} onDragStart={start} onDragOver={({ over: target }) => setOver((target?.data.current?.opening as Opening | undefined) ?? null)} onDragEnd={end} onDragCancel={finish}>
        <Box role="region" aria-label="Week grid" tabIndex={0} sx={{ overflowX: 'auto' }}>
          {days.length === 0 && <Typography color="text.secondary">No gym time or games this week.</Typography>}
          {days.map((day) => {
            const range = dayRange(slots, games, day);
            const dayLanes = lanes.filter((l) => slots.some((s) => s.date === day && s.venue_id === l.venueId && s.court === l.court) || games.some((g) => g.start.startsWith(day) && g.venue_id === l.venueId && g.court === l.court));
            return (
              <Box key={day} component="section" aria-label={describeDay(day)} sx={{ mb: 2 }}>
                <Typography component="h4" variant="subtitle2">{describeDay(day)}</Typography>
                <Stack spacing={0.5}>
                  {dayLanes.map((lane) => (
                    <WeekLane key={lane.id} lane={lane} range={range} names={names} gameLabel={gameLabel} openingLabel={openingLabel} disabled={move.isPending}
                      games={shown.filter((g) => g.start.startsWith(day) && g.venue_id === lane.venueId && g.court === lane.court)}
                      openings={targets.filter((o) => o.date === day && o.laneId === lane.id)} />
                  ))}
                </Stack>
              </Box>
            );
          })}
        </Box>
      </DndContext>
      {held && over && <MoveVerdict seasonId={seasonId} game={held} opening={over} title={title(held, over)} />}
      {held && !over && <Typography color="text.secondary">Hold the game over free court time to see what the move would break.</Typography>}
      {!held && dropped && <MoveVerdict seasonId={seasonId} game={dropped.game} opening={dropped.opening} title={title(dropped.game, dropped.opening)} decide={{ onConfirm: confirm, onCancel: cancel, pending: move.isPending, error: move.error }} />}
    </Stack>
  );
}
