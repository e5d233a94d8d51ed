import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';
import type { BalancePreviewDto } from '@/features/balancing/api/types';

export const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

export const skills = [
  { id: 11, name: 'Shooting', description: '', weight: 3, normalization_factor: 10, division: 5 },
  { id: 12, name: 'Dribbling', description: '', weight: 2, normalization_factor: 10, division: 5 },
];

export const balanceResult: BalancePreviewDto = {
  results: [
    {
      team_name: 'Team 1',
      composite_total: 21.5,
      average_height_cm: null,
      player_count: 2,
      tier_counts: { top: 1, middle: 0, bottom: 1 },
      gender_counts: {},
      players: [
        { name: 'Ava Chen', composite: 7.25, region: 'N', unavailable_days: ['mon', 'wed'], height_cm: null, email: 'ava@example.com', date_of_birth: null, ratings: { '11': 8, '12': 6.5 }, row: 2, group: null, lock: null, apart: null, gender: null, requests: [], additional_data: {} },
        { name: 'Ben Ortiz', composite: 14.25, region: 'S', unavailable_days: [], height_cm: null, email: null, date_of_birth: null, ratings: {}, row: 3, group: null, lock: null, apart: null, gender: null, requests: [], additional_data: {} },
      ],
    },
    {
      team_name: 'Team 2',
      composite_total: 21,
      average_height_cm: null,
      player_count: 1,
      tier_counts: { top: 0, middle: 1, bottom: 0 },
      gender_counts: {},
      players: [{ name: 'Cleo Park', composite: 21, region: null, unavailable_days: [], height_cm: null, email: null, date_of_birth: null, ratings: {}, row: 4, group: null, lock: null, apart: null, gender: null, requests: [], additional_data: {} }],
    },
  ],
  summary: {
    composite_spread: 0.5,
    skills_used: true,
    seed_used: 4242,
    region: { column_used: 'Region', total_penalty: 3, mode: 'soft', weight_used: 5 },
    availability: { column_used: null, total_penalty: 0, weight_used: 3 },
    height: { column_used: null, spread_cm: 0, weight_used: 0 },
    teams: [],
    groups: { count: 0, kept: 0 },
    locks: { count: 0, kept: 0 },
    apart: { count: 0, kept: 0 },
    requests: { total: 0, honoured: 0, mutual_only: true, weight_used: 5, broken: [], counts: { mutual: { total: 0, honoured: 0 }, one_way: { total: 0, honoured: 0 } } },
    unmatched_requests: [],
    tiers: { enabled: true, teams: [] },
    gender: { column_used: null, teams: [], kept: null, max_difference: 0, genders: [], widest: null, unknown_values: [] },
    columns: { name_columns: ['Name'] },
    additional_columns: [],
    warnings: [],
  },
};

/** Season 1 with division 5 and its two skills, the lists every test starts from. */
export const listHandlers = [
  http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [{ id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true }] })),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/skills/'), () => HttpResponse.json({ count: 2, results: skills })),
  // An empty division: the page offers the file upload only (decision 0040).
  http.get(apiUrl('/players/balanced_teams/stored/'), () => HttpResponse.json({ player_count: 0, team_count: 0, skills: [], unrated: [] })),
];

export const csvFile = (header = 'Name,Email,shooting,DRIBBLING,Region,Conflicts,Height') =>
  new File([`${header}\nAva Chen,ava@example.com,8,6.5,N,mon,150\n`], 'players.csv', { type: 'text/csv' });

/** Waits for the file's own header: "0 columns found" shows while the header is still being read,
 * and a test that goes on then sees no column mapped yet. */
export const ownHeaderRead = /players\.csv: [1-9]\d* columns found/;
