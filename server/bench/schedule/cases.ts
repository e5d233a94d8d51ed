import type { LeagueShape } from './synthetic-league.js';

/** Small leagues the exact solver can prove: 15-minute times, families of two, 8 weeks. */
export function smallCases(count: number): LeagueShape[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `small ${i + 1}: ${6 + 2 * (i % 2)} teams, ${2 + (i % 2)} div, 2 venues`,
    seed: 500 + i,
    teams: 6 + 2 * (i % 2),
    divisions: 2 + (i % 2),
    venues: 2,
    weeks: 8,
    siblingShare: 0.3,
    quarterHours: true,
    pairsOnly: true,
    room: 2.5,
  }));
}

/** The range: 4-60 teams, 2-6 divisions, 1-5 venues, 8-12 weeks, 15-30% siblings. */
export function leagueCases(): LeagueShape[] {
  return [
    { label: '4 teams, 2 div, 1 venue, 8 wk', seed: 1, teams: 4, divisions: 2, venues: 1, weeks: 8, siblingShare: 0.3 },
    { label: '12 teams, 3 div, 2 venues, 10 wk', seed: 2, teams: 12, divisions: 3, venues: 2, weeks: 10, siblingShare: 0.2 },
    { label: '20 teams, 4 div, 3 venues, 10 wk', seed: 3, teams: 20, divisions: 4, venues: 3, weeks: 10, siblingShare: 0.25 },
    { label: '30 teams, 4 div, 3 venues, 12 wk', seed: 4, teams: 30, divisions: 4, venues: 3, weeks: 12, siblingShare: 0.15 },
    { label: '45 teams, 5 div, 4 venues, 10 wk', seed: 5, teams: 45, divisions: 5, venues: 4, weeks: 10, siblingShare: 0.3 },
    { label: '60 teams, 6 div, 5 venues, 12 wk', seed: 6, teams: 60, divisions: 6, venues: 5, weeks: 12, siblingShare: 0.2 },
    { label: '60 teams, 6 div, 5 venues, 12 wk, tight gym', seed: 7, teams: 60, divisions: 6, venues: 5, weeks: 12, siblingShare: 0.3, room: 1.15 },
  ];
}
