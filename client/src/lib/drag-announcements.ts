import type { Announcements, Active, Over, ScreenReaderInstructions } from '@dnd-kit/core';

/** One board's words, put into the same sentences (dnd-kit's defaults speak of "draggable items" and "droppable areas"). */
export interface DragWords {
  /** What is held, with "a" and with "the": "a game", "the game". */
  one: string;
  the: string;
  /** "it" or "them". */
  pronoun: 'it' | 'them';
  /** What the keys choose, with its article: "a free court time". */
  target: string;
  /** The keys that choose it: "the arrow keys". */
  keys: string;
  /** Where what the move would do is shown while it is held: "below the grid". */
  verdictAt: string;
  /** The sentence after a drop: "Confirm or cancel the move below the grid." */
  afterDrop: string;
}

/**
 * What a screen reader says while something is dragged onto a target and judged before the drop.
 * A draggable names itself in its data's `label` ("Ants vs Bees, Sat 3 Oct 9:00, Lincoln court 1"),
 * a target in its data's `name` (none for where the held thing already is).
 */
export function dragAnnouncements(words: DragWords): { instructions: ScreenReaderInstructions; announcements: Announcements } {
  const { one, the, pronoun, target, keys, verdictAt, afterDrop } = words;
  const labelOf = (active: Active) => (active.data.current?.label as string | undefined) ?? `${the.charAt(0).toUpperCase()}${the.slice(1)}`;
  const placeOf = (over: Over | null) => (over?.data.current?.name as string | undefined) ?? null;
  const where = pronoun === 'it' ? 'it is' : 'they are';
  const stays = `stays where ${where}`;
  return {
    instructions: {
      draggable:
        `To move ${one}, press Space. Then press ${keys} to choose ${target}; what the move would break is shown ${verdictAt}. ` +
        `Press Space again to drop ${the} there and confirm, or Escape to leave ${pronoun} where ${where}.`,
    },
    announcements: {
      onDragStart: ({ active }) => `Picked up ${labelOf(active)}. Use ${keys} to choose ${target}.`,
      onDragOver: ({ active, over }) => {
        const to = placeOf(over);
        // A target that names nothing is where the held thing already is: over it at the pick-up, and nothing to say.
        if (!to) return over ? undefined : `${labelOf(active)} is not over ${target}.`;
        return `${labelOf(active)} is over ${to}. What the move would do is shown ${verdictAt}. Press Space to drop ${pronoun} there.`;
      },
      onDragEnd: ({ active, over }) => {
        const to = placeOf(over);
        return to ? `${labelOf(active)} dropped on ${to}. ${afterDrop}` : `${labelOf(active)} ${stays}.`;
      },
      onDragCancel: ({ active }) => `Move cancelled. ${labelOf(active)} ${stays}.`,
    },
  };
}
