import { describeGenderOutcome, describeRequestCounts, describeStrengthComparison, type FairnessReportDto } from '@league/contract';
import { joinWords, pluralize } from '@/lib/format';
import { tierNames } from '@/lib/tiers';

function describeSkills(report: FairnessReportDto): string {
  if (report.skills.length === 0) return 'Players were not rated on any skill, so teams were formed by spreading players evenly in number.';
  const skills = joinWords(report.skills.map((s) => `${s.name} (weight ${s.weight})`));
  return `Every player was rated on ${skills}; a player's overall skill is the weighted average of those ratings, so a skill with a higher weight counts more.`;
}

/** By average per player, as the Create Teams preview says it (decision 0058): totals grow with a team's size. */
function describeSpread(report: FairnessReportDto): string {
  if (!report.strength) return '';
  return `Players were then spread so that the teams come out as even as possible. ${describeStrengthComparison(report.strength)}`;
}

/** "Every team has 2 top, 2 middle and 2 bottom players", or the range of each third when they differ. */
function describeThirds(report: FairnessReportDto): string {
  if (report.teams.length < 2) return '';
  const ranges = tierNames.map((tier) => {
    const counts = report.teams.map((t) => t.strength_profile[tier]);
    return { tier, low: Math.min(...counts), high: Math.max(...counts) };
  });
  const parts = ranges.map(({ tier, low, high }) => (low === high ? `${low} ${tier}` : `${low} to ${high} ${tier}`));
  const same = ranges.every((r) => r.low === r.high);
  return `To avoid teams of one star and many beginners, the division's players were split into thirds by overall skill and each third was shared out: ${same ? 'every team has' : 'teams have'} ${joinWords(parts)} players.`;
}

function describeRules(report: FairnessReportDto): string {
  const rules = report.rules;
  if (!rules) return '';
  const kept = [
    rules.groups.count > 0 && `${rules.groups.kept} of ${pluralize(rules.groups.count, 'sibling or carpool group')} kept together`,
    rules.locks.count > 0 && `${rules.locks.kept} of ${pluralize(rules.locks.count, 'player')} kept on their chosen team (a coach's child, a returning player)`,
    rules.apart.count > 0 && `${rules.apart.kept} of ${pluralize(rules.apart.count, 'keep-apart set')} kept on different teams`,
  ].filter((part): part is string => !!part);
  const requests = describeRequestCounts(rules.requests);
  return [kept.length ? `Rules honoured: ${joinWords(kept)}.` : '', requests ? `Teammate requests: ${requests}.` : ''].filter(Boolean).join(' ');
}

/** Measured on the saved teams (decision 0034): never says "kept" when a gender's counts differ by more than one. */
function describeGender(report: FairnessReportDto): string {
  const sentence = report.gender ? describeGenderOutcome(report.gender) : null;
  return sentence ? `${sentence}.` : '';
}

/** The short plain-language paragraph on how the division's teams were formed, for parents. */
export function describeFormation(report: FairnessReportDto): string {
  return [describeSkills(report), describeSpread(report), describeThirds(report), describeGender(report), describeRules(report)].filter(Boolean).join(' ');
}
