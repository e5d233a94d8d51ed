import { prepareRules } from '../model/rules.js';
import { RuleState } from '../score/rule-state.js';
import { preparePlayers } from '../model/players.js';
import { tierCount } from '../model/tiers.js';
import type { BalancePlayer, TermValues } from '../model/types.js';

/** One team as the objective sees it. */
export interface TeamMeasure {
  size: number;
  /** Sum of composites: what the spread compares. */
  total: number;
  /** Top, middle and bottom third players (thirds of the whole list, as when balancing). */
  tiers: number[];
  averageHeightCm: number | null;
  /** Players whose region is not the team's most common one, and players whose region is known. */
  outsideRegion: number;
  knownRegion: number;
  /** Players who cannot make the team's best practice day (Mon-Fri). */
  practiceConflicts: number;
}

export interface AssignmentMeasure {
  terms: TermValues;
  requests: { total: number; honoured: number };
  teams: TeamMeasure[];
}

/**
 * Every term of the objective for an assignment, per team and in all, read from the same
 * state the search keeps (for a before/after explanation of a trade). Groups, locks and apart
 * keys are no terms here (they are checked by checkAssignmentRules), so they are left out and
 * the measure never refuses saved rules. `teams` lists player indices per team.
 */
export function measureAssignment(players: BalancePlayer[], teams: number[][]): AssignmentMeasure {
  const free = players.map((p) => ({ ...p, group: null, lock: null, apart: null }));
  const assign = new Int32Array(players.length);
  teams.forEach((members, t) => members.forEach((i) => (assign[i] = t)));
  const rules = prepareRules(free, teams.length, true);
  const state = new RuleState(preparePlayers(free), rules, assign);
  const s = state.teams;
  return {
    terms: s.terms(),
    requests: { total: rules.pairs.length, honoured: state.honoured },
    teams: teams.map((_, t) => ({
      size: s.size[t]!,
      total: s.total[t]!,
      tiers: Array.from({ length: tierCount }, (_, v) => state.tierCount[t * tierCount + v]!),
      averageHeightCm: s.height.average(t),
      outsideRegion: s.regionPenalty[t]!,
      knownRegion: s.known[t]!,
      practiceConflicts: s.availabilityPenalty[t]!,
    })),
  };
}
