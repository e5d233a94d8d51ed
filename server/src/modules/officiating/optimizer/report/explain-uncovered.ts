import { certificateRefusal, staticRefusals, type Refusal } from '../model/eligibility.js';
import type { Problem } from '../model/prepared.js';
import { clock, weekdaysName } from '../model/words.js';
import type { AssignmentState } from '../score/assignment-state.js';
import { busyRefusals, partnerRefusal } from './refusals.js';

const only = (refusals: Refusal[], rules: Refusal['rule'][]) => refusals.filter((r) => rules.includes(r.rule));

/**
 * Why an open slot stays open, in one sentence: the referees are narrowed rule by rule
 * (certified on the date, youth rules, available, can reach the venue, no conflict, not
 * declined, free at that hour, an adult partner for youth) and the first rule that leaves
 * nobody is named: "no referee certified at Level 2 on 2026-10-03 is free at 9:00 (…)".
 */
export function explainUncovered(problem: Problem, state: AssignmentState, slot: number): string {
  const s = problem.slots[slot]!;
  const game = problem.games[s.game]!;
  const { date, start, end } = game.source;
  const level = s.minLevel.name;
  const certified = `certified at ${level} on ${date}`;
  const staticOf = new Map(problem.referees.map((r) => [r.index, staticRefusals(problem, r, s, game)]));
  let left = problem.referees.filter((r) => certificateRefusal(problem, r, s, date) === null);
  if (left.length === 0) return `no referee holds a ${level} certificate valid on ${date}`;
  const firstReason = (among: typeof left, rule: Refusal['rule']) => among.flatMap((r) => only(staticOf.get(r.index)!, [rule]))[0]!.reason;
  const steps: [Refusal['rule'], (among: typeof left) => string][] = [
    ['youth', (among) => `every referee ${certified} is a youth referee who cannot take it (${firstReason(among, 'youth')})`],
    ['availability', () => `no referee ${certified} is available ${weekdaysName(game.weekday)} ${clock(start)}-${clock(end)}`],
    ['venue', () => `no referee ${certified} and available then can reach ${game.venue.name}`],
    ['conflict', () => `every referee ${certified} and available then has a child or a team in this game`],
    ['declined', () => 'every referee who could take it declined this game'],
  ];
  for (const [rule, sentence] of steps) {
    const among = left;
    left = left.filter((r) => only(staticOf.get(r.index)!, [rule]).length === 0);
    if (left.length === 0) return sentence(among);
  }
  const busy = left.map((r) => ({ r, refusals: busyRefusals(problem, state, slot, r.index) }));
  const free = busy.filter((b) => b.refusals.length === 0).map((b) => b.r);
  if (free.length === 0) {
    const named = busy.slice(0, 3).map((b) => `${b.r.source.name}: ${b.refusals[0]!.reason}`);
    const more = busy.length > 3 ? `; ${busy.length - 3} more` : '';
    return `no referee ${certified} is free at ${clock(start)} (${named.join('; ')}${more})`;
  }
  if (free.every((r) => partnerRefusal(problem, state, slot, r.index) !== null)) {
    return `only youth referees are free at ${clock(start)}, and no adult on this game can partner them`;
  }
  return `${free.length === 1 ? 'one referee is' : `${free.length} referees are`} free to take it`;
}
