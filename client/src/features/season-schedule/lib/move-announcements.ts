import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core';

// What a screen reader says while a game is dragged on the week grid, in a volunteer's words.
export const moveInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a game, press Space. Then press the arrow keys to choose a free court time; what the move would break is shown below the grid. ' +
    'Press Space again to drop the game there and confirm, or Escape to leave it where it is.',
};

const gameOf = (active: Active) => (active.data.current?.label as string | undefined) ?? 'The game';
const placeOf = (over: Over | null) => (over?.data.current?.name as string | undefined) ?? null;

export const moveAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${gameOf(active)}. Use the arrow keys to choose a free court time.`,
  onDragOver: ({ active, over }) => {
    const to = placeOf(over);
    return to ? `${gameOf(active)} is over ${to}. What the move would do is shown below the grid. Press Space to drop it there.` : `${gameOf(active)} is not over a free court time.`;
  },
  onDragEnd: ({ active, over }) => {
    const to = placeOf(over);
    return to ? `${gameOf(active)} dropped on ${to}. Confirm or cancel the move below the grid.` : `${gameOf(active)} stays where it is.`;
  },
  onDragCancel: ({ active }) => `Move cancelled. ${gameOf(active)} stays where it is.`,
};
