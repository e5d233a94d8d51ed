import { KeyboardCode, rectIntersection, pointerWithin, type CollisionDetection, type KeyboardCodes, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

const next = [KeyboardCode.Right, KeyboardCode.Down];
const previous = [KeyboardCode.Left, KeyboardCode.Up];

// Tab reaches the coordinate getter only where the sensor does not end the drag on it (`tabMovesKeyboardCodes`).
const stepOf = (event: KeyboardEvent) =>
  event.code === KeyboardCode.Tab ? (event.shiftKey ? -1 : 1) : next.includes(event.code as KeyboardCode) ? 1 : previous.includes(event.code as KeyboardCode) ? -1 : 0;

/** The keyboard sensor's keys where Tab and Shift+Tab choose the next and previous target (the officials board) instead of dropping. */
export const tabMovesKeyboardCodes: KeyboardCodes = {
  start: [KeyboardCode.Space, KeyboardCode.Enter],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

/** The visible box of a scrolling container, the page's being the window. */
function visibleBox(container: Element) {
  if (container === document.scrollingElement) return { left: 0, top: 0, width: window.innerWidth, height: window.innerHeight };
  return container.getBoundingClientRect();
}

function nearSideOfMiddles(point: { x: number; y: number }, containers: Element[], step: number) {
  let { x, y } = point;
  for (const container of containers) {
    const box = visibleBox(container);
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    x = step > 0 ? Math.min(x, middle.x) : Math.max(x, middle.x);
    y = step > 0 ? Math.min(y, middle.y) : Math.max(y, middle.y);
  }
  return { x, y };
}

/**
 * Keyboard dragging goes target by target: an arrow key picks the next or previous drop target
 * (a team column on the roster board, a free court time on the week grid, a place of a game on
 * the officials board, in the screen's order) rather than nudging the card 25 pixels, so a volunteer reaches any target in a few
 * presses. The chosen target is remembered and the collision detection answers it, which also
 * works where nothing has a size (jsdom) or the target is scrolled out of view. A draggable may
 * name where it starts in its data's `columnId`.
 */
export function createColumnKeyboard(columnIds: () => UniqueIdentifier[]) {
  let target: UniqueIdentifier | null = null;

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const step = stepOf(event);
    if (step === 0) return undefined;
    event.preventDefault();
    const ids = columnIds();
    const from = target ?? context.over?.id ?? context.active?.data.current?.columnId ?? null;
    const index = Math.min(ids.length - 1, Math.max(0, ids.indexOf(from as UniqueIdentifier) + step));
    target = ids[index] ?? null;
    // Bring just the chosen target into view ourselves. dnd-kit's keyboard sensor scrolls a
    // container by the whole jump when the new point lies past its middle, which overshot far
    // teams: the point is kept on the near side of every scrolling container's middle.
    const node = target === null ? null : (context.droppableContainers.get(target)?.node.current ?? null);
    node?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const rect = node ? node.getBoundingClientRect() : target === null ? undefined : context.droppableRects.get(target);
    const moved = rect ? nearSideOfMiddles({ x: rect.left + 8, y: rect.top + 8 }, context.scrollableAncestors, step) : currentCoordinates;
    // The same coordinates would not re-run the collision detection: move a pixel at least.
    const same = moved.x === currentCoordinates.x && moved.y === currentCoordinates.y;
    return same ? { x: moved.x + step, y: moved.y } : moved;
  };

  const collisionDetection: CollisionDetection = (args) => {
    if (target !== null) return [{ id: target }];
    const pointer = pointerWithin(args);
    return pointer.length > 0 ? pointer : rectIntersection(args);
  };

  return { coordinateGetter, collisionDetection, reset: () => { target = null; } };
}
