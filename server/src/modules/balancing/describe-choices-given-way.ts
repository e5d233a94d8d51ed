import { tierNames, type TierCountsDto } from '@league/contract';
import { regionIsHard, tierBalanceInEffect, type BalancePlayer, type BalanceResult, type RegionMode } from './optimizer/index.js';

interface Choices {
  region: { column: string | null; mode: RegionMode; weight: number };
  /** Thirds balance as asked for (on by default), before the precedence of decision 0071. */
  tierBalance: boolean;
}

const thirdWords = { top: 'top-third', middle: 'middle-third', bottom: 'bottom-third' } as const;

/** The first third whose per-team counts differ by more than one, with its range. */
function unevenThird(counts: TierCountsDto[]) {
  for (const tier of tierNames) {
    const values = counts.map((c) => c[tier]);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    if (max - min > 1) return { tier, min, max };
  }
  return null;
}

/** What keeps players off a hard region, in the volunteer's words: the rules ranked before it. */
function rulesBeforeRegion(players: BalancePlayer[], rules: BalanceResult['rules']): string[] {
  return [
    'team sizes within one of each other',
    rules.groups.count > 0 && 'siblings and carpools kept together',
    rules.locks.count > 0 && 'locked players',
    rules.apart.count > 0 && 'keep-apart sets',
    rules.schools.limit !== null && 'the school limit',
    players.some((p) => p.gender) && 'balancing genders',
  ].filter((rule): rule is string => !!rule);
}

/**
 * Sentences for the preview when two of the admin's choices could not both hold (decision
 * 0071): which one gave way, by how much, and what to change to rank them the other way.
 * Nothing when every choice held.
 */
export function describeChoicesGivenWay(players: BalancePlayer[], result: BalanceResult, tierCounts: TierCountsDto[], choices: Choices): string[] {
  const region = choices.region.column ? { mode: choices.region.mode, weight: choices.region.weight } : null;
  if (!regionIsHard(players, { region })) return [];
  const sentences: string[] = [];
  const thirdsGaveWay = choices.tierBalance && !tierBalanceInEffect(players, { useComposite: true, tierBalance: true, region });
  const uneven = thirdsGaveWay ? unevenThird(tierCounts) : null;
  if (uneven) {
    sentences.push(
      `Keeping regions together ("hard" region grouping) came before balancing thirds, so thirds gave way: teams have ${uneven.min} to ${uneven.max} ${thirdWords[uneven.tier]} players. ` +
        'Choose "soft" region grouping to balance thirds first.',
    );
  }
  const outside = result.terms.regionPenalty;
  if (outside > 0) {
    const rules = rulesBeforeRegion(players, result.rules);
    sentences.push(
      `"Hard" region grouping gave way for ${outside} ${outside === 1 ? 'player, who plays' : 'players, who play'} outside their team's main region: ` +
        `${rules.join(', ')} come first.`,
    );
  }
  return sentences;
}
