import { compareTeamStrength, describeGenderOutcome, describeRequestCounts, describeStrengthComparison } from '@league/contract';
import type { BalancePreviewDto, BalancedTeamDto } from '@/features/balancing/api/types';
import { pluralize } from '@/lib/format';
import { tierNames } from '@/lib/tiers';

/** By average per player, in the fairness report's words (decision 0058); null with one team. */
export function describeStrengthGap(result: BalancePreviewDto): string | null {
  const comparison = compareTeamStrength(result.results.map((t) => ({ total: t.composite_total, players: t.player_count })));
  return comparison && describeStrengthComparison(comparison);
}

/** "12 of 14 mutual requests (…) kept (2 broken: …)", as the fairness report counts them; null when nobody asked. */
export function describeRequests(result: BalancePreviewDto): string | null {
  const requests = result.summary.requests;
  if (!requests || requests.total === 0) return null;
  const counted = requests.counts ? describeRequestCounts(requests.counts) : null;
  const kept = counted ?? `${requests.honoured} of ${requests.total} requests kept`;
  const oneWayLeftOut = requests.mutual_only ? '; one-way requests (only one child asked) were not used, as "Mutual requests only" asks' : '';
  const broken = requests.broken.length;
  const brokenText = broken ? ` (${broken} broken: ${requests.broken.map((b) => `${b.player} with ${b.requested}`).join(', ')})` : '';
  return `${kept}${brokenText}${oneWayLeftOut}`;
}

type TierCounts = BalancedTeamDto['tier_counts'];
const tierText = (counts: TierCounts) => tierNames.map((tier) => `${counts[tier]} ${tier}`).join(', ');
const sameTiers = (a: TierCounts, b: TierCounts) => tierNames.every((tier) => a[tier] === b[tier]);

/** "Every team has 4 top, 4 middle, 4 bottom players", or each team's own counts when they differ. */
export function describeTiers(teams: BalancedTeamDto[]): string[] {
  const first = teams[0]?.tier_counts;
  if (!first) return [];
  if (teams.every((t) => sameTiers(t.tier_counts, first))) return [`Every team has ${tierText(first)} players`];
  return teams.map((t) => `${t.team_name}: ${tierText(t.tier_counts)} players`);
}

/** "Siblings and carpools: 3 of 3 groups kept together", one line per hard rule that was used; gender as measured on the teams. */
export function describeRules(result: BalancePreviewDto): string[] {
  const { groups, locks, apart, gender } = result.summary;
  const lines: string[] = [];
  const genderLine = gender?.column_used ? describeGenderOutcome(gender) : null;
  if (genderLine) lines.push(genderLine);
  if (groups && groups.count > 0) lines.push(`Siblings and carpools: ${groups.kept} of ${pluralize(groups.count, 'group')} kept together`);
  if (locks && locks.count > 0) lines.push(`Locked players: ${locks.kept} of ${locks.count} on their team`);
  if (apart && apart.count > 0) lines.push(`Keep-apart sets: ${apart.kept} of ${apart.count} kept apart`);
  return lines;
}
