import { http, HttpResponse } from 'msw';
import type { DraftStateDto, PlayerDto, TeamDto } from '@league/contract';
import { apiUrl } from '@/testing/msw-server';
import { noKeptValues } from '@/testing/player-fixtures';

export const coachKey = 'c'.repeat(64);
export const storedUser = { id: 1, username: 'dana', user_type: 'admin', league_id: 7, league_name: 'Demo' };

/** Hawks (21) and Owls (22) drafting from a pool of three; Hawks on the clock for pick 1. */
export function draftState(overrides: Partial<DraftStateDto> = {}): DraftStateDto {
  return {
    id: 9,
    division_id: 5,
    order: 'snake',
    pick_seconds: 60,
    status: 'open',
    coach_figures: ['overall_skill'],
    on_the_clock: { pick_number: 1, round: 1, team_id: 21, team_name: 'Hawks', started_at: new Date().toISOString() },
    teams: [
      { team_id: 21, team_name: 'Hawks', position: 1, players: 1, total_skill: 5 },
      { team_id: 22, team_name: 'Owls', position: 2, players: 0, total_skill: 0 },
    ],
    picks: [],
    pool: [
      { id: 1, name: 'Ava Chen', overall_skill: 8.2 },
      { id: 2, name: 'Ben Ortiz', overall_skill: 6 },
      { id: 3, name: 'Cleo Park', overall_skill: 4.5 },
    ],
    ...overrides,
  };
}

const team = (id: number, name: string): TeamDto => ({
  id, name, coach: null, coach_email: null, coach_phone: null, practice_details: '', division: 5, division_name: 'U12 Mixed', season: 1, league: 7,
  created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z', team_composite: 0, team_average: 0,
  team_summary: { player_count: 0, players_with_conflicts: 0, average_height_cm: null, primary_region: null, primary_region_name: null, primary_region_count: 0, known_region_players: 0, best_practice_days: [], best_practice_day_names: [] },
  strength_profile: { top: 0, middle: 0, bottom: 0 }, skill_averages: [],
});

const player = (id: number, name: string, teamId: number | null): PlayerDto => ({
  id, name, email: null, date_of_birth: null, league: 7, season: 1, division: 5, division_name: 'U12 Mixed', team: teamId,
  team_name: null, height: null, overall_skill: 5, additional_data: {}, ...noKeptValues, gender: null,
  created_at: '2026-09-01T00:00:00.000Z', updated_at: '2026-09-01T00:00:00.000Z',
});

/** The season, division, its two teams and four players (one already on Hawks), as the admin's lists answer them. */
export const listHandlers = () => [
  http.get(apiUrl('/seasons/'), () => HttpResponse.json({ count: 1, results: [{ id: 1, name: '2026 Fall Season', year: 2026, start_date: '2026-09-01', end_date: '2027-03-01', league: 7, is_active: true }] })),
  http.get(apiUrl('/divisions/'), () => HttpResponse.json({ count: 1, results: [{ id: 5, name: 'U12 Mixed', season: 1, season_name: '2026 Fall Season', min_age: 10, max_age: 12, description: '', league: 7 }] })),
  http.get(apiUrl('/teams/'), () => HttpResponse.json({ count: 2, results: [team(21, 'Hawks'), team(22, 'Owls')] })),
  http.get(apiUrl('/players/'), () => HttpResponse.json({ count: 4, results: [player(1, 'Ava Chen', null), player(2, 'Ben Ortiz', null), player(3, 'Cleo Park', null), player(4, 'Kai Hawk', 21)] })),
];

/** jsdom has no EventSource: this one lets a test deliver the server's events by hand. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends `event: <type>` with this JSON as its data. */
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The connection dropped; the browser is trying again. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}
