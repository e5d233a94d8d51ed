import type { CertificationRequirement, LevelStatusDto, RequirementStatusDto } from '@league/contract';
import { daysBetween } from './calendar-day.js';

export interface LevelDefinition {
  id: number;
  name: string;
  requirements: CertificationRequirement[];
}

/** What one referee has done, as of the day asked about. */
export interface RefereeFacts {
  passedQuizIds: ReadonlySet<number>;
  passedCategories: ReadonlySet<string>;
  /** Level id -> the day the admin marked the clinic as attended. */
  clinicDays: ReadonlyMap<number, string>;
  /** Levels with a certificate valid (not revoked) on the day asked about. */
  heldLevelIds: ReadonlySet<number>;
}

/** The referee's latest certificate at the level. */
export interface CertificateFacts {
  code: string;
  validFrom: string;
  validUntil: string;
  revoked: boolean;
}

/** Names shown in requirement labels. */
export interface RequirementNames {
  quizTitles: ReadonlyMap<number, string>;
  levelNames: ReadonlyMap<number, string>;
}

function checkRequirement(req: CertificationRequirement, level: LevelDefinition, facts: RefereeFacts, names: RequirementNames, day: string): RequirementStatusDto {
  switch (req.kind) {
    case 'quiz':
      return { kind: req.kind, label: `Pass the quiz "${names.quizTitles.get(req.quiz_id) ?? 'removed quiz'}"`, met: facts.passedQuizIds.has(req.quiz_id) };
    case 'category':
      return { kind: req.kind, label: `Pass a quiz on ${req.category}`, met: facts.passedCategories.has(req.category) };
    case 'clinic': {
      const attended = facts.clinicDays.get(level.id);
      return { kind: req.kind, label: 'Attend the clinic', met: attended !== undefined && attended <= day };
    }
    case 'level':
      return { kind: req.kind, label: `Hold the ${names.levelNames.get(req.level_id) ?? 'removed'} level`, met: facts.heldLevelIds.has(req.level_id) };
  }
}

/**
 * A referee's standing at one level on one day (a UTC calendar day, decision 0062): each
 * requirement met or missing, and the certificate's state. Pure: the table test is its spec.
 */
export function computeLevelStatus(level: LevelDefinition, facts: RefereeFacts, certificate: CertificateFacts | null, day: string, names: RequirementNames): LevelStatusDto {
  const requirements = level.requirements.map((req) => checkRequirement(req, level, facts, names, day));
  const base = { level_id: level.id, level: level.name, requirements, all_met: requirements.every((r) => r.met) };
  if (!certificate || day < certificate.validFrom) {
    return { ...base, state: 'not_certified', certified_until: null, expires_in_days: null, certificate_code: null };
  }
  const shown = { certified_until: certificate.validUntil, certificate_code: certificate.code };
  if (certificate.revoked) return { ...base, ...shown, state: 'revoked', expires_in_days: null };
  const left = daysBetween(day, certificate.validUntil);
  if (left < 0) return { ...base, ...shown, state: 'expired', expires_in_days: null };
  return { ...base, ...shown, state: 'certified', expires_in_days: left };
}
