import type { ImportRowRulesDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { RuleCells } from '../balancing/index.js';

// A registration's team-forming values (issue 37), kept under the additional_data keys the
// stored balance reads (ADR 0011: group, lock, apart, requests, region, unavailable_days,
// height_cm; decision 0120 adds school, volunteer and parent_name).

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

/**
 * The additional_data a registration keeps. The volunteer answer is kept in words ("Head Coach"),
 * so the one reading (lib/volunteer-answer.ts) serves balancing and publishing's coach emails.
 */
export function ruleData(rules: RuleCells): Prisma.InputJsonObject {
  return {
    ...(rules.group ? { group: rules.group } : {}),
    ...(rules.lock ? { lock: rules.lock } : {}),
    ...(rules.apart ? { apart: rules.apart } : {}),
    ...(rules.requests.length ? { requests: rules.requests } : {}),
    ...(rules.region ? { region: rules.region } : {}),
    ...(rules.unavailableDays.length ? { unavailable_days: rules.unavailableDays } : {}),
    ...(rules.heightCm !== null ? { height_cm: rules.heightCm } : {}),
    ...(rules.school ? { school: rules.school } : {}),
    ...(rules.volunteer ? { volunteer: rules.volunteer === 'head' ? 'Head Coach' : 'Assistant Coach' } : {}),
    ...(rules.volunteer && rules.parentName ? { parent_name: rules.parentName } : {}),
  };
}
