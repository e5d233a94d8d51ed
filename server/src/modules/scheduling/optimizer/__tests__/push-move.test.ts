import { describe, expect, it } from 'vitest';
import { descend } from '../../../../lib/local-search/descent.js';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import { newUndo } from '../moves/game-move.js';
import { GameMoves } from '../moves/game-moves.js';
import { tryPush } from '../moves/push-move.js';
import { measureSchedule } from '../report/measure-schedule.js';
import { describeSchedule } from '../report/describe-schedule.js';
import { GamePricer } from '../score/game-pricer.js';
import { ScheduleState } from '../score/schedule-state.js';
import { swapWindow } from '../solve/budgets.js';
import { familyWaiting, oneCourt } from './support/one-court.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

describe('the search on a full court', () => {
  it("pushes the game between two siblings' games later, so that they play back to back", () => {
    const league = prepareLeague(oneCourt());
    // No move or swap of one game fits (the court is full but for 10 minutes at its end).
    const state = new ScheduleState(league, familyWaiting(league));
    expect(measureSchedule(league, describeSchedule(state, 0).games).familyWaitHours * 60).toBe(50);

    const movable = new Uint8Array(league.games.length).fill(1);
    descend([0, 1, 2], new GameMoves(new GamePricer(state), movable), createRandom(1), { left: 10_000 }, swapWindow);

    const { games } = describeSchedule(state, 0);
    expect(measureSchedule(league, games).familyWaitHours).toBe(0);
    expect(games.map((g) => [g.divisionId, g.start])).toEqual(expect.arrayContaining([[2, 540], [1, 610], [3, 670]]));
    expect(state.minor).toBeCloseTo(scoreFromScratch(league, state.encode()).minor, 6);
  });
});

describe('a push onto a full court', () => {
  it('moves the game it pushes off the end of the court to the place the pushed-in game left', () => {
    // Lincoln 9:00-11:00 is full (Bears 9:00-10:10, the U10 game 10:10-11:00); Owls play at Roosevelt at 11:00.
    const input = oneCourt();
    const league = prepareLeague({
      ...input,
      venues: [...input.venues, { id: 2, name: 'Roosevelt' }],
      travel: [{ fromVenueId: 1, toVenueId: 2, minutes: 30 }],
      slots: [
        { venueId: 1, court: '1', date: '2026-10-03', start: 540, end: 660 },
        { venueId: 2, court: '1', date: '2026-10-03', start: 660, end: 720 },
      ],
    });
    const lincoln = league.blocks.findIndex((b) => b.venue === 0);
    const roosevelt = league.blocks.findIndex((b) => b.venue === 1);
    const [owls, bears, u10] = [0, 1, 2].map((d) => league.games.findIndex((game) => game.division === d));
    const placement = new Int32Array(league.games.length * 3);
    placement.set([lincoln, 540, 0], 3 * bears!);
    placement.set([lincoln, 610, 0], 3 * u10!);
    placement.set([roosevelt, 660, 0], 3 * owls!);
    const state = new ScheduleState(league, placement);

    const pushed = tryPush(state, { kind: 'push', g: owls!, h: -1, block: lincoln, start: 610 }, newUndo());

    expect(pushed).toBe(true);
    expect([state.block[owls!], state.start[owls!]]).toEqual([lincoln, 610]);
    expect([state.block[u10!], state.start[u10!]]).toEqual([roosevelt, 660]);
    expect(measureSchedule(league, describeSchedule(state, 0).games).familyWaitHours).toBe(0);
    expect(state.minor).toBeCloseTo(scoreFromScratch(league, state.encode()).minor, 6);
  });
});
