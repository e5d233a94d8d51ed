import { round } from '../../lib/composite.js';
import type { Roster, RosterPlayer } from './csv/read-roster.js';
import { countGenders, countRequests, countTiers, measureGenderBalance, regionCodes, weekdayCodes, type BalancedPlayerDto, type BalancePreviewDto, type ColumnMapping } from '@league/contract';
import type { RuledPlayers } from './build-rules.js';
import { describeChoicesGivenWay } from './describe-choices-given-way.js';
import { findBestPracticeDays, findPrimaryRegion, tierBalanceInEffect, type BalanceResult, type RegionMode } from './optimizer/index.js';

export interface PreviewSettings {
  seed: number;
  region: { column: string | null; mode: RegionMode; weight: number };
  availability: { column: string | null; weight: number };
  height: { column: string | null; weight: number };
  requests: { mutualOnly: boolean; weight: number };
  tierBalance: boolean;
  /** False when no skill was selected: the teams are random within the rules (decision 0051). Default true. */
  skillsUsed?: boolean;
}

/** Everything the client shows, plus what it must send back to save (ratings, email, birth date, rule values). */
function toPlayerDto(player: RosterPlayer, requests: string[]): BalancedPlayerDto {
  return {
    name: player.name,
    composite: round(player.composite, 4),
    region: player.region,
    unavailable_days: player.unavailableDays,
    height_cm: player.heightCm,
    email: player.email,
    date_of_birth: player.dateOfBirth,
    ratings: player.ratings,
    row: player.row,
    group: player.group,
    lock: player.lock,
    apart: player.apart,
    gender: player.gender,
    requests,
    additional_data: player.extra,
  };
}

function averageHeight(players: RosterPlayer[]): number | null {
  const heights = players.flatMap((p) => (p.heightCm === null ? [] : [p.heightCm]));
  return heights.length ? round(heights.reduce((sum, h) => sum + h, 0) / heights.length, 1) : null;
}

function toColumnMapping(roster: Roster, settings: PreviewSettings): ColumnMapping {
  const { columns } = roster;
  const names = 'full' in columns.names ? [columns.names.full] : [columns.names.first, columns.names.last];
  const optional = {
    dob_column: columns.dob,
    email_column: columns.email,
    parent_email_column: columns.parentEmail,
    gender_column: columns.gender,
    group_column: columns.group,
    apart_column: columns.apart,
    lock_column: columns.lock,
    request_column: columns.request,
    volunteer_column: columns.volunteer,
    parent_name_column: columns.parentName,
    region_column: settings.region.column,
    availability_column: settings.availability.column,
    height_column: settings.height.column,
  };
  return { name_columns: names, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v)) };
}

/** The answer of players/balanced_teams/: `results` per team and the `summary` of the spec. */
export function buildPreview(roster: Roster, ruled: RuledPlayers, result: BalanceResult, settings: PreviewSettings): BalancePreviewDto {
  const people = roster.players;
  const { rules } = result;
  const teams = result.teams.map((members, t) => ({ team_name: ruled.teamNames[t]!, members }));
  // The one tier rule (decision 0058), so View Teams counts the saved teams' thirds the same.
  const tierCounts = countTiers(result.teams.map((members) => members.map((i) => people[i]!.composite)));
  const results = teams.map(({ team_name, members }, t) => ({
    team_name,
    coach_name: ruled.coachNames[t] ?? null,
    composite_total: round(members.reduce((sum, i) => sum + people[i]!.composite, 0), 4),
    average_height_cm: averageHeight(members.map((i) => people[i]!)),
    player_count: members.length,
    tier_counts: tierCounts[t]!,
    // Counted on the team itself (decision 0034), not taken from what the optimizer aimed for.
    gender_counts: countGenders(members.map((i) => people[i]!.gender)),
    players: [...members].sort((a, b) => people[b]!.composite - people[a]!.composite || a - b).map((i) => toPlayerDto(people[i]!, ruled.requestNames[i] ?? people[i]!.requests)),
  }));
  const genderTeams = results.map(({ team_name, gender_counts }) => ({ team_name, counts: gender_counts }));
  const teamOf = new Map(result.teams.flatMap((members, t) => members.map((i) => [i, t] as const)));
  const { terms } = result;
  // Thirds as the search balanced them: a hard region comes first (decision 0071).
  const region = settings.region.column ? { mode: settings.region.mode, weight: settings.region.weight } : null;
  const tiersBalanced = tierBalanceInEffect(ruled.players, { useComposite: true, tierBalance: settings.tierBalance, region });
  const gaveWay = describeChoicesGivenWay(ruled.players, result, tierCounts, settings);
  return {
    results,
    summary: {
      composite_spread: round(terms.spread, 4),
      skills_used: settings.skillsUsed ?? true,
      seed_used: settings.seed,
      region: {
        column_used: settings.region.column,
        total_penalty: terms.regionPenalty,
        mode: settings.region.mode,
        weight_used: settings.region.column ? settings.region.weight : 0,
      },
      availability: {
        column_used: settings.availability.column,
        total_penalty: terms.availabilityPenalty,
        weight_used: settings.availability.column ? settings.availability.weight : 0,
      },
      height: {
        column_used: settings.height.column,
        spread_cm: round(terms.heightSpread, 2),
        weight_used: settings.height.column ? settings.height.weight : 0,
      },
      teams: teams.map(({ team_name, members }) => {
        const team = members.map((i) => ruled.players[i]!);
        const region = findPrimaryRegion(team);
        return {
          team_name,
          best_practice_days: findBestPracticeDays(team).map((d) => weekdayCodes[d]!),
          primary_region: region === null ? null : regionCodes[region]!,
        };
      }),
      groups: rules.groups,
      locks: rules.locks,
      apart: rules.apart,
      requests: {
        total: rules.requests.total,
        honoured: rules.requests.honoured,
        mutual_only: settings.requests.mutualOnly,
        weight_used: rules.requests.total ? settings.requests.weight : 0,
        counts: countRequests(ruled.players.map((p) => p.requests ?? []), ruled.players.map((_, i) => teamOf.get(i) ?? null)),
        broken: rules.requests.broken.map((b) => ({
          player: people[b.player]!.name,
          requested: people[b.requested]!.name,
          reason: `${people[b.player]!.name} is on ${ruled.teamNames[teamOf.get(b.player)!]} and ${people[b.requested]!.name} on ${ruled.teamNames[teamOf.get(b.requested)!]}: ${b.reason}`,
        })),
      },
      unmatched_requests: ruled.unmatchedRequests,
      tiers: { enabled: tiersBalanced, teams: teams.map(({ team_name }, t) => ({ team_name, counts: tierCounts[t]! })) },
      gender: { column_used: roster.columns.gender, teams: genderTeams, ...measureGenderBalance(genderTeams), unknown_values: roster.unknownGenders },
      columns: toColumnMapping(roster, settings),
      additional_columns: roster.extraColumns,
      warnings: [...gaveWay, ...roster.warnings, ...ruled.warnings, ...rules.warnings],
    },
  };
}
