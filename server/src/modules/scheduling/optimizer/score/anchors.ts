import { otherDayWeight, shiftWeight, displacedDayWeight } from '../solve/weights.js';

/**
 * A reschedule's published schedule: where each game was. A game whose gym time closed is
 * `displaced` and may go anywhere (each day from its old date costs a little, so make-ups stay
 * near); any other game that moves costs a shift, more on another day (decision 0133).
 */
export interface Anchors {
  block: Int32Array;
  start: Int32Array;
  /** The published date's day number. */
  day: Float64Array;
  displaced: Uint8Array;
}

export function anchorCost(anchors: Anchors, g: number, block: number, start: number, day: number): number {
  if (anchors.displaced[g] === 1) return block < 0 ? 0 : displacedDayWeight * Math.abs(day - anchors.day[g]!);
  if (block === anchors.block[g] && start === anchors.start[g]) return 0;
  return block >= 0 && day === anchors.day[g] ? shiftWeight : otherDayWeight;
}
