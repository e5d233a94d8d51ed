import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../../lib/worker-pool.js';
import { assignOfficials, checkAssignments, rankCandidates } from '../../optimizer/index.js';
import { randomLeague } from '../../optimizer/__tests__/support/random-league.js';
import { officialsJob } from '../officials-worker.js';

const pool = new WorkerPool({ threads: 1 });
afterAll(() => pool.close());

describe('the officials job on the worker pool', () => {
  it('answers what the optimizer answers on the request thread, off it', async () => {
    const input = randomLeague({ seed: 3, days: 1, gamesPerDay: 6, referees: 6, venues: 2, published: true });
    const outcome = await pool.run(officialsJob, { kind: 'assign', input, options: { seed: 2, budget: 20_000 } });
    expect(outcome).toEqual({ ok: true, kind: 'assign', result: assignOfficials(input, { seed: 2, budget: 20_000 }) });
    const decline = input.published![0]!;
    const replaced = await pool.run(officialsJob, { kind: 'replace', input, decline });
    expect(replaced.ok && replaced.kind === 'replace' && replaced.result.gameId).toBe(decline.gameId);
  });

  it("answers the board's candidate list and check as the optimizer does on the request thread", async () => {
    const input = randomLeague({ seed: 3, days: 1, gamesPerDay: 6, referees: 6, venues: 2, published: true });
    const board = input.published!;

    const listed = await pool.run(officialsJob, { kind: 'candidates', input, assignments: board, slot: board[0]! });
    const checked = await pool.run(officialsJob, { kind: 'check', input, assignments: board });

    expect(listed).toEqual({ ok: true, kind: 'candidates', result: rankCandidates(input, board, board[0]!) });
    expect(checked).toEqual({ ok: true, kind: 'check', result: checkAssignments(input, board) });
  });

  it('sends an input error back as its sentence', async () => {
    const input = randomLeague({ seed: 3, days: 1, gamesPerDay: 2, referees: 2, venues: 1 });
    input.games[0]!.venueId = 99;
    const outcome = await pool.run(officialsJob, { kind: 'assign', input });
    expect(outcome).toEqual({ ok: false, inputError: `Game ${input.games[0]!.id} names venue 99, which is not among the venues.` });
  });
});
