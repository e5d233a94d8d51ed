import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { PlayerDto } from '@league/contract';

// What a screen reader says during a drag, in a volunteer's words (dnd-kit's defaults speak of
// "draggable items" and "droppable areas").
export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a player to another team, press Space. Then press the right or left arrow key to choose the team; ' +
    'what the move would change is shown above the teams. Press Space again to move the player there, or Escape to leave the player where they are.',
};

const nameOf = (active: Active) => (active.data.current?.player as PlayerDto | undefined)?.name ?? 'The player';
const columnName = (over: Over | null) => (over?.data.current?.name as string | undefined) ?? null;

/** Remembers how the held player was picked up: dnd-kit announces right after onDragStart, before any re-render. */
export function createPickUp() {
  let byKeyboard = false;
  return {
    note: (activatorEvent: Event | null) => {
      byKeyboard = activatorEvent instanceof KeyboardEvent;
    },
    byKeyboard: () => byKeyboard,
  };
}

/**
 * `byKeyboard` says how the player was picked up: the keys to press are said only to a keyboard
 * user; a mouse or finger drag hears what is held and where, and that letting go moves them.
 */
export function boardAnnouncements(fromName: (active: Active) => string, byKeyboard: () => boolean): Announcements {
  return {
    onDragStart: ({ active }) =>
      byKeyboard()
        ? `Picked up ${nameOf(active)} from ${fromName(active)}. Use the arrow keys to choose a team.`
        : `Dragging ${nameOf(active)} from ${fromName(active)}.`,
    onDragOver: ({ active, over }) => {
      const to = columnName(over);
      if (!to) return `${nameOf(active)} is not over a team.`;
      return `${nameOf(active)} is over ${to}. ${byKeyboard() ? 'Press Space' : 'Let go'} to move them there.`;
    },
    onDragEnd: ({ active, over }) => {
      const to = columnName(over);
      return to && to !== fromName(active) ? `${nameOf(active)} dropped on ${to}.` : `${nameOf(active)} stays on ${fromName(active)}.`;
    },
    onDragCancel: ({ active }) => `Move cancelled. ${nameOf(active)} stays on ${fromName(active)}.`,
  };
}
