import { describe, expect, it } from 'vitest';
import { balanceTeams } from '../optimizer/solve/balance-teams.js';
import type { BalanceOptions, RegionMode, TermValues } from '../optimizer/model/types.js';
import { makePlayers } from './make-players.js';

type Term = 'region' | 'availability' | 'height';
const ladders: Record<Term, number[]> = { region: [0, 1, 2, 5, 10], availability: [0, 1, 3, 6, 10], height: [0, 2, 10, 25, 50] };
const measured: Record<Term, keyof TermValues> = { region: 'regionPenalty', availability: 'availabilityPenalty', height: 'heightSpread' };

/** All terms on at middling weights; the one under test then climbs its ladder. */
function optionsWith(term: Term, weight: number, seed: number, teamCount: number, mode: RegionMode): BalanceOptions {
  const weights = { region: 4, availability: 4, height: 15, [term]: weight };
  return {
    teamCount,
    seed,
    useComposite: true,
    evaluationBudget: 150_000,
    region: { weight: weights.region, mode },
    availability: { weight: weights.availability },
    height: { weight: weights.height },
  };
}

const instances = [
  { players: 18, teams: 3, seed: 21 },
  { players: 30, teams: 4, seed: 22 },
  { players: 41, teams: 6, seed: 23 },
];

describe('raising a weight never makes its own term worse', () => {
  for (const term of ['region', 'availability', 'height'] as const) {
    for (const instance of instances) {
      for (const seed of [1, 2]) {
        it(`${term}: ${instance.players} players into ${instance.teams} teams, seed ${seed}`, () => {
          const players = makePlayers(instance.players, instance.seed, true);

          const values = ladders[term].map((w) => balanceTeams(players, optionsWith(term, w, seed, instance.teams, 'soft')).terms[measured[term]]);

          for (let step = 1; step < values.length; step++) expect(values[step]).toBeLessThanOrEqual(values[step - 1]! + 1e-9);
        });
      }
    }
  }

  it('in hard region mode, for availability and height too', () => {
    const players = makePlayers(30, 24, true);

    for (const term of ['availability', 'height'] as const) {
      const values = ladders[term].map((w) => balanceTeams(players, optionsWith(term, w, 3, 4, 'hard')).terms[measured[term]]);

      for (let step = 1; step < values.length; step++) expect(values[step]).toBeLessThanOrEqual(values[step - 1]! + 1e-9);
    }
  });

  it('the weights really change the answer on these instances (the test is not vacuous)', () => {
    const players = makePlayers(30, 22, true);

    const low = balanceTeams(players, optionsWith('region', 0, 1, 4, 'soft')).terms.regionPenalty;
    const high = balanceTeams(players, optionsWith('region', 10, 1, 4, 'soft')).terms.regionPenalty;

    expect(high).toBeLessThan(low);
  });
});
