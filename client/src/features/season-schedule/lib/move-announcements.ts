import { dragAnnouncements } from '@/lib/drag-announcements';

// What a screen reader says while a game is dragged on the week grid, in a volunteer's words.
export const { instructions: moveInstructions, announcements: moveAnnouncements } = dragAnnouncements({
  one: 'a game',
  the: 'the game',
  pronoun: 'it',
  target: 'a free court time',
  keys: 'the arrow keys',
  verdictAt: 'below the grid',
  afterDrop: 'Confirm or cancel the move below the grid.',
});
