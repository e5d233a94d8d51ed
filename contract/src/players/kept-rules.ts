import { readGender, type GenderCode } from '../vocabularies/genders.js';

// The balancing rule values a save keeps per player (ADR 0011), under fixed additional_data
// keys. One lenient reader for every place that shows or checks them (player answers, Trade
// and Move); it never throws, whatever a hand edit left there.

/** The additional_data keys the rule values are saved under. */
export const keptRuleKeys = ['gender', 'group', 'lock', 'apart', 'requests'] as const;

export interface KeptRules {
  /** A code of the gender vocabulary (decision 0034); null when not given or a stored text it cannot place. */
  gender: GenderCode | null;
  /** Siblings or carpool key: players sharing it play on one team. */
  group: string | null;
  /** The team (a name, a number or "Team N") the player must be on. */
  locked_team: string | null;
  /** Players sharing this key play on different teams. */
  keep_apart: string | null;
  /** Requested teammates by name. */
  requests: string[];
}

const asText = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim().replace(/\s+/g, ' ') : null;
};

/** A saved list, or one "Ann; Bo" cell as an older import or a hand edit may have left it. */
const asNames = (value: unknown): string[] => {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(';') : [];
  return items.flatMap((item) => asText(item) ?? []);
};

export function readKeptRules(additionalData: unknown): KeptRules {
  const data = additionalData && typeof additionalData === 'object' && !Array.isArray(additionalData) ? (additionalData as Record<string, unknown>) : {};
  return {
    gender: readGender(data.gender),
    group: asText(data.group),
    locked_team: asText(data.lock),
    keep_apart: asText(data.apart),
    requests: asNames(data.requests),
  };
}
