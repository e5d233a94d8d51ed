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
      { player_id: 11, name: 'Bo', missing_skill_ids: [2], last_season: [] },
      { player_id: 12, name: 'Cy', missing_skill_ids: [1, 2], last_season: [] },
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

  it('with last season, take the earlier rating where there is one and the mean otherwise, saying which per player', () => {
    // Cy rated 8 of 10 in Passing last season (on this division's scale: 8); nothing earlier for Bo or for Cy's Shooting.
    const lastSeason = new Map([[12, new Map([[2, { rating: 8, displayRating: 8, description: 'coach rating, Fall 2025, U10, age 9' }]])]]);

    const result = fillMissingRatings(players, skills, 'last_season', lastSeason);

    expect(result.players[2]!.ratings).toEqual([{ skillId: 1, rating: 3 }, { skillId: 2, rating: 8 }]);
    expect(result.players[1]!.ratings).toEqual([{ skillId: 1, rating: 2 }, { skillId: 2, rating: 6 }]);
    expect(result.warnings).toEqual([
      'Bo has no rating for Passing and none from an earlier season; the division\'s average 6 was used.',
      'Cy has no rating for Shooting and none from an earlier season; the division\'s average 6 was used.',
      'Cy has no rating for Passing; last season\'s 8 was used (coach rating, Fall 2025, U10, age 9).',
    ]);
  });

  it('list what last season would give each unrated player, for the skills they lack only', () => {
    const lastSeason = new Map([[12, new Map([[2, { rating: 8, displayRating: 8, description: 'coach rating, Fall 2025, U10' }]])], [10, new Map([[1, { rating: 1, displayRating: 2, description: 'x' }]])]]);

    expect(findUnrated(players, skills, lastSeason)).toEqual([
      { player_id: 11, name: 'Bo', missing_skill_ids: [2], last_season: [] },
      { player_id: 12, name: 'Cy', missing_skill_ids: [1, 2], last_season: [{ skill_id: 2, rating: 8, description: 'coach rating, Fall 2025, U10' }] },
    ]);
  });

  it('never fill a skill nobody is rated in with 0', () => {
    expect(() => fillMissingRatings(players, [...skills, { id: 3, name: 'Defense', weight: 1, normalizationFactor: 10 }], 'mean')).toThrow(NoMeanError);
  });
});
