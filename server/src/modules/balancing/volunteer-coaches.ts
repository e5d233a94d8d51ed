import { foldWords } from '../../lib/fold-words.js';
import type { RosterPlayer } from './csv/read-roster.js';

export interface VolunteerCoaches {
  /** Each player's team index: the lock column's, else the coached team of a volunteer's child. */
  locks: (number | null)[];
  /** Per team, the parent who coaches it, or null. */
  coachNames: (string | null)[];
  warnings: string[];
}

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Decision 0064: a parent who volunteered to coach gets a team of their own and their child is
 * locked to it, as the lock column would (head coaches first, then assistants, each in file
 * order). Brothers and sisters (one group, or one parent name) share their parent's team. A child
 * already locked makes the parent that team's coach unless it has one. Volunteers left without a
 * team are named in the warnings, never dropped silently. An assistant whose family and a head
 * coach's family asked for each other (either way), or who named the head coach, joins that head
 * coach's team instead of taking a team of their own (decision 0121).
 */
export function assignVolunteerCoaches(roster: RosterPlayer[], lockIndex: (number | null)[], teamCount: number, requested: number[][] = []): VolunteerCoaches {
  const locks = [...lockIndex];
  const coachNames: (string | null)[] = Array.from({ length: teamCount }, () => null);
  const taken = new Set(locks.filter((t): t is number => t !== null));
  const teamOfFamily = new Map<string, number>();
  const left = { head: [] as string[], assistant: [] as string[] };
  const order = (['head', 'assistant'] as const).flatMap((role) => roster.flatMap((p, i) => (p.volunteer === role ? [i] : [])));
  for (const i of order) {
    const player = roster[i]!;
    const coach = (player.parentName ?? `Parent of ${player.name}`).slice(0, 64);
    const family = player.group ? `g:${fold(player.group)}` : player.parentName ? `p:${fold(player.parentName)}` : `r:${i}`;
    const known = teamOfFamily.get(family);
    if (locks[i] === null && known !== undefined) locks[i] = known;
    if (locks[i] === null && player.volunteer === 'assistant') locks[i] = headCoachAskedFor(roster, locks, requested, i);
    const locked = locks[i];
    if (locked !== null && locked !== undefined) {
      coachNames[locked] ??= coach;
      taken.add(locked);
      teamOfFamily.set(family, locked);
      continue;
    }
    const free = coachNames.findIndex((name, t) => name === null && !taken.has(t));
    if (free < 0) {
      left[player.volunteer!].push(`${coach} (${player.name}'s parent, row ${player.row})`);
      continue;
    }
    locks[i] = free;
    taken.add(free);
    coachNames[free] = coach;
    teamOfFamily.set(family, free);
  }
  const warnings: string[] = [];
  if (left.head.length) warnings.push(`More head coaches volunteered than there are teams: ${left.head.join(', ')} did not get a team of their own; their children are placed like everyone else.`);
  if (left.assistant.length) warnings.push(`Every team already has a coach, so these assistant coach volunteers did not get a team of their own: ${left.assistant.join(', ')}.`);
  return { locks, coachNames, warnings };
}

/** The team of the head coach an assistant's child asked for (or who asked for them, or whose parent the request names). */
function headCoachAskedFor(roster: RosterPlayer[], locks: (number | null)[], requested: number[][], i: number): number | null {
  const asks = (a: number, b: number) => (requested[a] ?? []).includes(b);
  const names = roster[i]!.requests.map((text) => ` ${foldWords(text).join(' ')} `);
  const namesParent = (j: number) => {
    const parent = roster[j]!.parentName ? foldWords(roster[j]!.parentName!).join(' ') : '';
    return parent !== '' && names.some((text) => text.includes(` ${parent} `));
  };
  const head = roster.findIndex((p, j) => p.volunteer === 'head' && locks[j] !== null && (asks(i, j) || asks(j, i) || namesParent(j)));
  return head < 0 ? null : locks[head]!;
}
