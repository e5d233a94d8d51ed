import type { ImportRowRulesDto } from '@league/contract';
import type { RuleCells } from '../balancing/index.js';

// A registration's team-forming values (issue 37) as the import's preview shows them; what the
// registration keeps of them is balancing's registrationData (registration-data.ts).

const hasAny = (rules: RuleCells) =>
  rules.volunteer !== null || rules.requests.length > 0 || rules.unavailableDays.length > 0 ||
  [rules.group, rules.apart, rules.lock, rules.region, rules.heightCm, rules.school].some((v) => v !== null);

/** The preview's reading of a row; undefined when the row has no rule value. */
export function describeRowRules(rules: RuleCells): ImportRowRulesDto | undefined {
  if (!hasAny(rules)) return undefined;
  return {
    volunteer: rules.volunteer,
    parent_name: rules.volunteer ? rules.parentName : null,
    requests: rules.requests,
    group: rules.group,
    apart: rules.apart,
    lock: rules.lock,
    region: rules.region,
    unavailable_days: rules.unavailableDays,
    height_cm: rules.heightCm,
    school: rules.school,
  };
}
