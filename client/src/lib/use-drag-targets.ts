import { useEffect, useState } from 'react';
import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors, type UniqueIdentifier } from '@dnd-kit/core';
import { createColumnKeyboard, tabMovesKeyboardCodes } from './keyboard-drag-targets';

/**
 * Mouse, touch (hold) and keyboard sensors for a drag onto a list of targets, the keyboard going
 * target by target in the list's order (`createColumnKeyboard`). `tabMoves`: Tab and Shift+Tab
 * choose targets too, rather than dropping.
 */
export function useDragTargets(targets: UniqueIdentifier[], { tabMoves = false } = {}) {
  // The keyboard sensor keeps the getter it started the drag with: it reads the targets from this list.
  const [targetIds] = useState<UniqueIdentifier[]>(() => []);
  useEffect(() => {
    targetIds.splice(0, targetIds.length, ...targets);
  });
  const [keyboard] = useState(() => createColumnKeyboard(() => targetIds));
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // Hold to pick up on a phone, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboard.coordinateGetter, ...(tabMoves ? { keyboardCodes: tabMovesKeyboardCodes } : {}) }),
  );
  return { sensors, keyboard };
}
