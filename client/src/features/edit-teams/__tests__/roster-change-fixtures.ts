import type { BalanceSummaryDto, RosterChangePreviewDto, RosterMoveDto, RosterTeamDto } from '@league/contract';

const summary: BalanceSummaryDto = {
  composite_spread: 0,
  skills_used: true,
  seed_used: 1,
  region: { column_used: null, total_penalty: 0, mode: 'soft', weight_used: 0 },
  availability: { column_used: null, total_penalty: 0, weight_used: 0 },
  height: { column_used: null, spread_cm: 0, weight_used: 0 },
  teams: [],
  groups: { count: 0, kept: 0 },
  locks: { count: 0, kept: 0 },
  apart: { count: 0, kept: 0 },
  requests: { total: 0, honoured: 0, mutual_only: true, weight_used: 0, broken: [], counts: { mutual: { total: 0, honoured: 0 }, one_way: { total: 0, honoured: 0 } } },
  unmatched_requests: [],
  tiers: { enabled: true, teams: [] },
  gender: { column_used: null, teams: [], kept: null, max_difference: 0, genders: [], widest: null, unknown_values: [] },
  columns: { name_columns: [] },
  additional_columns: [],
  warnings: [],
};

const rosterTeam = (team_id: number | null, team_name: string, composite_total: number, playerIds: number[]): RosterTeamDto => ({
  team_id,
  team_name,
  composite_total,
  average_height_cm: null,
  player_count: playerIds.length,
  tier_counts: { top: 0, middle: 0, bottom: 0 },
  gender_counts: {},
  players: playerIds.map((player_id) => ({
    player_id, name: `Player ${player_id}`, composite: 0, region: null, unavailable_days: [], height_cm: null, email: null, date_of_birth: null, ratings: {}, row: 0, group: null, lock: null, apart: null, gender: null, requests: [], additional_data: {},
  })),
});

const move = (player_id: number, player_name: string, from: [number, string] | null, to: [number, string]): RosterMoveDto => ({
  player_id, player_name, from_team_id: from?.[0] ?? null, from_team_name: from?.[1] ?? null, to_team_id: to[0], to_team_name: to[1],
});

// Matches edit-teams-fixtures: Hawks (Ava 8, Ben 6) = 14, Owls (Cleo 4, Dan 2) = 6, Eli (5) unassigned.
const teamsBefore = [{ team_id: 21, team_name: 'Hawks', composite_total: 14, player_count: 2 }, { team_id: 22, team_name: 'Owls', composite_total: 6, player_count: 2 }];

/** Only Eli moves: onto the Owls. */
export const placeOnlyNew: RosterChangePreviewDto = {
  results: [rosterTeam(21, 'Hawks', 14, [1, 2]), rosterTeam(22, 'Owls', 11, [3, 4, 5])],
  summary: { ...summary, moves: 0, gap_before: 8, gap_after: 3 },
  moves: [move(5, 'Eli Stone', null, [22, 'Owls'])],
  teams_before: teamsBefore,
  roster_version: 4,
};

/** Eli onto the Hawks, and Ben from the Hawks to the Owls to make room. */
export const placeWithOneMove: RosterChangePreviewDto = {
  results: [rosterTeam(21, 'Hawks', 13, [1, 5]), rosterTeam(22, 'Owls', 12, [2, 3, 4])],
  summary: { ...summary, moves: 1, gap_before: 8, gap_after: 1 },
  moves: [move(5, 'Eli Stone', null, [21, 'Hawks']), move(2, 'Ben Ortiz', [21, 'Hawks'], [22, 'Owls'])],
  teams_before: teamsBefore,
  roster_version: 4,
};

/** A rebalance that swaps Ben and Cleo (Eli stays unassigned). */
export const rebalanceSwap: RosterChangePreviewDto = {
  results: [rosterTeam(21, 'Hawks', 12, [1, 3]), rosterTeam(22, 'Owls', 8, [2, 4])],
  summary: { ...summary, moves: 2, gap_before: 8, gap_after: 7 },
  moves: [move(2, 'Ben Ortiz', [21, 'Hawks'], [22, 'Owls']), move(3, 'Cleo Park', [22, 'Owls'], [21, 'Hawks'])],
  teams_before: teamsBefore,
  roster_version: 4,
};
