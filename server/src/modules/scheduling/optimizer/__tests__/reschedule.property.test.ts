import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSchedule, checkSchedule, rescheduleGames, type Closure, type ScheduledGame } from '../index.js';
import { plantedLeague } from './support/planted-league.js';

const key = (g: ScheduledGame) => `${g.venueId}|${g.court}|${g.date}|${g.start}`;

describe('closing a day or a venue', () => {
  it('moves only the games it touches, and any other game only with the reason in the report', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(), fc.boolean(), (seed, pick, wholeDay) => {
        const { input } = plantedLeague(seed);
        const published = buildSchedule({ ...input, options: { ...input.options, budget: 8_000 } }).games.map((g, i) => ({ ...g, id: 100 + i }));
        const closedGame = published[pick % published.length]!;
        const closure: Closure = wholeDay ? { date: closedGame.date } : { date: closedGame.date, venueId: closedGame.venueId };
        const touched = (g: ScheduledGame) => g.date === closure.date && (closure.venueId === undefined || g.venueId === closure.venueId);

        const result = rescheduleGames(input, published, [closure]);

        const now = new Map(result.games.map((g) => [g.id, g]));
        const changed = new Map(result.changes.map((c) => [c.game.id, c]));
        for (const game of published) {
          const after = now.get(game.id);
          if (touched(game)) {
            // A closed game is moved (and says why) or listed as not placed.
            if (after) expect(changed.get(game.id)?.kind).toBe('closed');
            else expect(result.report.unplaced.map((u) => u.id)).toContain(game.id);
          } else if (after && key(after) !== key(game)) {
            expect(changed.get(game.id)).toMatchObject({ kind: 'shifted', why: expect.stringMatching(/to make room for/) });
          } else {
            expect(after).toEqual(game);
          }
        }
        expect(result.games.filter(touched)).toEqual([]);
        expect(checkSchedule({ ...input, closures: [closure] }, result.games)).toEqual([]);
        expect(result.unchanged + result.changes.length + result.report.unplaced.length).toBe(published.length);
      }),
      { numRuns: 15 },
    );
  });

  it('says in one sentence how many games move and how many others shift', () => {
    const { input } = plantedLeague(7);
    const published = buildSchedule(input).games.map((g, i) => ({ ...g, id: i + 1 }));
    const date = published[0]!.date;
    const onDay = published.filter((g) => g.date === date).length;

    const result = rescheduleGames(input, published, [{ date }]);

    const moved = result.changes.filter((c) => c.kind === 'closed').length;
    expect(moved + result.report.unplaced.length).toBe(onDay);
    expect(result.summary).toMatch(new RegExp(`^(${moved} games? moves?|No game moves)`));
  });
});
