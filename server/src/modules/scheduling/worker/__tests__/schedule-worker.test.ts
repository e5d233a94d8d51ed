import { afterAll, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../../../lib/worker-pool.js';
import { plantedLeague } from '../../optimizer/__tests__/support/planted-league.js';
import { scheduleJob } from '../schedule-worker.js';

const pool = new WorkerPool({ threads: 1 });
afterAll(() => pool.close());

describe('the schedule job on the worker pool', () => {
  it('builds a schedule off the request thread and reschedules it after a closed day', async () => {
    const { input } = plantedLeague(21);

    const built = await pool.run(scheduleJob, { kind: 'build', input });
    if (!built.ok) throw new Error(built.inputError);
    const published = built.result.games.map((g, i) => ({ ...g, id: i + 1 }));
    const moved = await pool.run(scheduleJob, { kind: 'reschedule', input, published, closures: [{ date: published[0]!.date }] });

    expect(built.result.report.hardBroken.count).toBe(0);
    expect(moved.ok && 'summary' in moved.result ? moved.result.summary : '').toMatch(/move/);
  });

  it('answers bad input as a sentence, since error classes do not cross threads', async () => {
    const { input } = plantedLeague(22);
    input.teams[0]!.divisionId = 99;

    const outcome = await pool.run(scheduleJob, { kind: 'build', input });

    expect(outcome).toEqual({ ok: false, inputError: `Team ${input.teams[0]!.name} names division 99, which is not one of the season's divisions.` });
  });
});
