import { describe, expect, it } from 'vitest';
import { summarizeTeam, type RosterPlayer } from '../team-summary.js';

const player = (data: Partial<RosterPlayer> = {}): RosterPlayer => ({ overallSkill: 5, heightCm: null, additionalData: {}, ...data });

describe('summarizeTeam', () => {
  it('for an empty roster, answers zeros, nulls and no practice day', () => {
    expect(summarizeTeam([])).toEqual({
      team_composite: 0,
      team_average: 0,
      team_summary: {
        player_count: 0,
        players_with_conflicts: 0,
        average_height_cm: null,
        primary_region: null,
        primary_region_name: null,
        primary_region_count: 0,
        known_region_players: 0,
        best_practice_days: [],
        best_practice_day_names: [],
      },
    });
  });

  it('sums composites and averages them over the roster', () => {
    const scores = summarizeTeam([player({ overallSkill: 6.5 }), player({ overallSkill: 3.25 }), player({ overallSkill: 8 })]);

    expect(scores.team_composite).toBe(17.75);
    expect(scores.team_average).toBe(5.92);
    expect(scores.team_summary.player_count).toBe(3);
  });

  it('averages only known heights, to one decimal', () => {
    const scores = summarizeTeam([player({ heightCm: 150 }), player({ heightCm: 155.5 }), player({ heightCm: null })]);

    expect(scores.team_summary.average_height_cm).toBe(152.8);
  });

  it('finds the primary region from region or location, codes and names alike', () => {
    const scores = summarizeTeam([
      player({ additionalData: { region: 'N' } }),
      player({ additionalData: { location: 'north' } }),
      player({ additionalData: { region: 'C' } }),
      player({ additionalData: { region: '' } }),
      player(),
    ]);

    expect(scores.team_summary).toMatchObject({
      primary_region: 'N',
      primary_region_name: 'North',
      primary_region_count: 2,
      known_region_players: 3,
    });
  });

  it('breaks a region tie by the N, S, E, W, C order', () => {
    const scores = summarizeTeam([player({ additionalData: { region: 'W' } }), player({ additionalData: { region: 'S' } })]);

    expect(scores.team_summary.primary_region).toBe('S');
    expect(scores.team_summary.primary_region_name).toBe('South');
  });

  it('maps C to Central', () => {
    expect(summarizeTeam([player({ additionalData: { region: 'c' } })]).team_summary.primary_region_name).toBe('Central');
  });

  it('counts conflicts from unavailable_days lists and availability maps, and picks the freest weekdays', () => {
    const scores = summarizeTeam([
      player({ additionalData: { unavailable_days: ['mon', 'Tuesday'] } }),
      player({ additionalData: { availability: { mon: false, wed: true, thu: false } } }),
      player({ additionalData: { unavailable_days: 'fri; sat' } }),
      player({ additionalData: {} }),
    ]);

    expect(scores.team_summary.players_with_conflicts).toBe(3);
    expect(scores.team_summary.best_practice_days).toEqual(['wed']);
    expect(scores.team_summary.best_practice_day_names).toEqual(['Wednesday']);
  });

  it('ignores weekend conflicts when choosing practice days but still counts the player as conflicted', () => {
    const scores = summarizeTeam([player({ additionalData: { unavailable_days: ['sun'] } })]);

    expect(scores.team_summary.players_with_conflicts).toBe(1);
    expect(scores.team_summary.best_practice_day_names).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });
});
