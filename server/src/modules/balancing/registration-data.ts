import type { GenderCode } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import type { RuleCells } from './csv/read-rule-cells.js';

// A registration's team-forming values (issue 37), kept under the additional_data keys the
// stored balance reads (ADR 0011: group, lock, apart, requests, region, unavailable_days,
// height_cm; decision 0120 adds school, volunteer and parent_name). Import Registrations writes
// them; the team-file upload builds its draft registrations with them (decision 0186).

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

/** A registration's additional_data as Import Registrations writes it, without the file's registration id. */
export function registrationData(rules: RuleCells, gender: GenderCode | null): Prisma.InputJsonObject {
  return { ...ruleData(rules), ...(gender ? { gender } : {}) };
}
