import { describe, expect, it } from 'vitest';
import { fillMissingRatings, findUnrated, NoMeanError } from '../stored-ratings.js';

const skills = [
  { id: 1, name: 'Shooting', weight: 2, normalizationFactor: 5 },
  { id: 2, name: 'Passing', weight: 1, normalizationFactor: 10 },
];
const players = [
  { id: 10, name: 'Ann', ratings: [{ skillId: 1, rating: 4 }, { skillId: 2, rating: 6 }] },
  { id: 11, name: 'Bo', ratings: [{ skillId: 1, rating: 2 }] },
  { id: 12, name: 'Cy', ratings: [] },
];

describe('stored players without a rating', () => {
  it('are listed with the skills they lack', () => {
    expect(findUnrated(players, skills)).toEqual([
      { player_id: 11, name: 'Bo', missing_skill_ids: [2] },
      { player_id: 12, name: 'Cy', missing_skill_ids: [1, 2] },
    ]);
  });

  it('with the mean, get each skill\'s mean on its own scale, and their composite counts it', () => {
    const { players: filled } = fillMissingRatings(players, skills, 'mean');

    // Shooting mean (4 + 2) / 2 = 3 of 5 → 6 shown; Passing mean 6 of 10 → 6 shown; composite (6·2 + 6·1) / 3 = 6.
    expect(filled[2]!.ratings).toEqual([{ skillId: 1, rating: 3 }, { skillId: 2, rating: 6 }]);
    expect(filled[2]!.overallSkill).toBe(6);
    // Bo: Shooting 2 of 5 → 4 shown, Passing filled 6 → (4·2 + 6) / 3 = 4.6667.
    expect(filled[1]!.overallSkill).toBe(4.6667);
  });

  it('left out, are not balanced, and each is named in a warning', () => {
    const result = fillMissingRatings(players, skills, 'leave_out');

    expect(result.players.map((p) => p.name)).toEqual(['Ann']);
    expect(result.warnings).toEqual(['Bo was left out: no rating for Passing.', 'Cy was left out: no rating for Shooting, Passing.']);
  });

  it('never fill a skill nobody is rated in with 0', () => {
    expect(() => fillMissingRatings(players, [...skills, { id: 3, name: 'Defense', weight: 1, normalizationFactor: 10 }], 'mean')).toThrow(NoMeanError);
  });
});
