import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../../lib/local-search/random.js';
import { prepareLeague } from '../model/prepare-league.js';
import { candidateDays, candidateStarts } from '../moves/candidate-starts.js';
import { newUndo, tryMove, type GameMove } from '../moves/game-move.js';
import { constructSchedule } from '../phases/construct.js';
import { resequenceDays } from '../phases/resequence-days.js';
import { GamePricer } from '../score/game-pricer.js';
import { ScheduleState } from '../score/schedule-state.js';
import type { Anchors } from '../score/anchors.js';
import { plantedLeague } from './support/planted-league.js';
import { scoreFromScratch } from './support/score-from-scratch.js';

function expectSameCost(state: ScheduleState, anchors?: Anchors): void {
  const scratch = scoreFromScratch(state.league, state.encode(), anchors);
  expect(state.major).toBe(scratch.major);
  expect(state.minor).toBeCloseTo(scratch.minor, 6);
}

describe('the incremental score', () => {
  it('equals the score from scratch after every random move, push, swap, flip, price and re-sequencing, and never moves a fixed game', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.boolean(), (seed, soft, fixing) => {
        const { input, planted } = plantedLeague(seed);
        input.options = { ...input.options, familyRule: soft ? 'soft' : 'hard' };
        // Half the walks build around a division saved earlier: its games fixed where planted.
        if (fixing) input.fixedGames = planted.filter((g) => g.divisionId === 1);
        const league = prepareLeague(input);
        const random = createRandom(seed);
        // Half the others carry a reschedule's anchors: the planted places, a few games displaced.
        const anchors: Anchors | undefined = !fixing && random.next() < 0.5 ? anchorsFrom(league.games.length, random) : undefined;
        const state = new ScheduleState(league, league.firstPlacement, anchors);
        const movable = Uint8Array.from(league.fixed, (f) => 1 - f);
        const moving = [...movable.keys()].filter((g) => movable[g] === 1);
        constructSchedule(state, random, { left: 1_000_000 });
        expectSameCost(state, anchors);
        const pricer = new GamePricer(state);
        const undo = newUndo();
        const days: number[] = [];
        const starts: number[] = [];
        for (let step = 0; step < 60; step++) {
          const g = moving[random.int(moving.length)]!;
          const move: GameMove = { kind: 'move', g, h: moving[random.int(moving.length)]!, block: 0, start: 0 };
          const pick = random.int(3);
          if (pick === 0 && state.block[move.h]! >= 0 && state.block[g]! >= 0 && move.h !== g) move.kind = 'swap';
          else if (pick === 1) move.kind = 'flip';
          else {
            candidateDays(state, g, days);
            if (days.length === 0) continue;
            const blocks = league.blocksOfDay[days[random.int(days.length)]!]!;
            move.block = blocks[random.int(blocks.length)]!;
            candidateStarts(state, g, move.block, starts);
            if (starts.length === 0) continue;
            move.start = starts[random.int(starts.length)]!;
            // A quarter of the moves push the court's later games aside (push-move.ts).
            if (random.next() < 0.25) move.kind = 'push';
          }
          if (random.next() < 0.5) pricer.priceCandidate(move);
          else tryMove(state, move, undo);
          expectSameCost(state, anchors);
        }
        // The re-sequencing phase's kept and taken-back orders leave the same cost too.
        resequenceDays(state, { left: 2_000 }, movable);
        expectSameCost(state, anchors);
        // No push, swap or re-sequencing moved a fixed game.
        for (let g = 0; g < league.games.length; g++) if (league.fixed[g] === 1) expect([state.block[g], state.start[g]]).toEqual([league.firstPlacement[3 * g], league.firstPlacement[3 * g + 1]]);
      }),
      { numRuns: 25 },
    );
  });
});

function anchorsFrom(games: number, random: ReturnType<typeof createRandom>): Anchors {
  const anchors: Anchors = { block: new Int32Array(games).fill(-1), start: new Int32Array(games), day: new Float64Array(games), displaced: new Uint8Array(games) };
  for (let g = 0; g < games; g++) {
    anchors.displaced[g] = random.next() < 0.2 ? 1 : 0;
    anchors.day[g] = 20_700 + random.int(30);
    anchors.block[g] = random.int(3);
    anchors.start[g] = 480;
  }
  return anchors;
}
