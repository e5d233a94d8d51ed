import type { CandidatePricer } from '../../../../lib/local-search/descent.js';
import { newUndo, tryMove, undoMove, type GameMove } from '../moves/game-move.js';
import type { ScheduleState } from './schedule-state.js';

const tolerance = 1e-9;

/** Whether (major, minor) beats (currentMajor, currentMinor), ties within a relative tolerance excluded. */
export function beats(major: number, minor: number, currentMajor: number, currentMinor: number): boolean {
  if (major !== currentMajor) return major < currentMajor;
  return minor < currentMinor - tolerance * Math.max(1, Math.abs(minor), Math.abs(currentMinor));
}

/**
 * Prices a move by making it and taking it back: the state's aggregates give the cost after,
 * and a move the hard rules refuse is never better. What the one descent asks of a pricer.
 */
export class GamePricer implements CandidatePricer<GameMove> {
  major = 0;
  minor = 0;
  private readonly undo = newUndo();

  constructor(readonly state: ScheduleState) {}

  get currentMajor(): number {
    return this.state.major;
  }

  get currentMinor(): number {
    return this.state.minor;
  }

  priceCandidate(move: GameMove): boolean {
    const before = this.state.minor;
    if (!tryMove(this.state, move, this.undo)) return false;
    this.major = this.state.major;
    this.minor = this.state.minor;
    undoMove(this.state, move, this.undo);
    // Making and taking back leaves the sum a rounding away from where it was: put it back exactly.
    this.state.minor = before;
    return beats(this.major, this.minor, this.state.major, before);
  }

  applyCandidate(move: GameMove): void {
    tryMove(this.state, move, this.undo);
  }
}
