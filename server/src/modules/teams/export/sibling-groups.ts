import { readKeptRules } from '@league/contract';
import type { ExportPlayerRow } from './export.repository.js';

/**
 * The group each player plays with, as balancing reads it: the sibling or carpool group the
 * file gave (kept at save), else, where the division keeps households together (decision 0046),
 * the household's name when two or more of its children play in the division. Two households
 * of one name are told apart by their number, as balancing does.
 */
export function withSiblingGroups<P extends ExportPlayerRow>(players: P[]): P[] {
  const childrenOf = new Map<string, number>();
  const idsByName = new Map<string, Set<number>>();
  for (const p of players) {
    const household = p.participant?.household;
    if (!household) continue;
    const key = `${p.divisionId}:${household.id}`;
    childrenOf.set(key, (childrenOf.get(key) ?? 0) + 1);
    idsByName.set(household.name, (idsByName.get(household.name) ?? new Set()).add(household.id));
  }
  return players.map((p) => {
    const kept = readKeptRules(p.additionalData).group;
    const household = p.participant?.household;
    if (kept || !household || !p.division.householdsAsGroups || (childrenOf.get(`${p.divisionId}:${household.id}`) ?? 0) < 2) return { ...p, siblingGroup: kept };
    return { ...p, siblingGroup: idsByName.get(household.name)!.size > 1 ? `${household.name} #${household.id}` : household.name };
  });
}
