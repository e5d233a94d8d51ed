import { genderNames, keptRuleKeys, practiceDayCodes, readRegion, readUnavailableDays, weekdayShortNames } from '@league/contract';
import type { KeptRules, PlayerAdditionalData, PlayerDto } from '@league/contract';

/** additional_data arrives as an object, or as a JSON string from older imports. */
export function readAdditionalData(value: unknown): PlayerAdditionalData {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return {};
    }
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as PlayerAdditionalData) : {};
}

const toCentimetres = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

export function readHeightCm(player: Pick<PlayerDto, 'height' | 'additional_data'>): number | null {
  const data = readAdditionalData(player.additional_data);
  return toCentimetres(player.height) ?? toCentimetres(data.height_cm) ?? toCentimetres(data.height);
}

/** Feet and inches plus centimetres (1 in = 2.54 cm), e.g. 5' 9" (175 cm). */
export function formatHeight(cm: number | null): string {
  if (cm === null) return 'Not specified';
  const totalInches = cm / 2.54;
  let feet = Math.floor(totalInches / 12);
  let inches = Math.round(totalInches - feet * 12);
  // 5' 11.6" rounds to 6' 0", not 5' 12".
  if (inches === 12) {
    feet += 1;
    inches = 0;
  }
  return `${feet}' ${inches}" (${Number(cm.toFixed(1))} cm)`;
}

/** Region codes N/S/E/W/C read as names; any other text is shown as given. */
export function formatRegion(data: PlayerAdditionalData): string {
  return readRegion(data)?.name ?? 'Not specified';
}

/**
 * Practice happens Monday to Friday, so only those days are shown. A day is out when it is
 * in unavailable_days (a list or one "mon, wed" cell) or false in the availability map.
 */
export function readPracticeDays(data: PlayerAdditionalData): { available: string[]; unavailable: string[] } {
  const out = new Set(readUnavailableDays(data));
  return {
    available: practiceDayCodes.filter((code) => !out.has(code)).map((code) => weekdayShortNames[code]),
    unavailable: practiceDayCodes.filter((code) => out.has(code)).map((code) => weekdayShortNames[code]),
  };
}

/** What the balancer kept from the registration export (ADR 0011), as the player answer gives it (0020). */
export const ruleDetails = [
  { field: 'gender', label: 'Gender' },
  { field: 'group', label: 'Siblings or Carpool Group' },
  { field: 'locked_team', label: 'Locked Team' },
  { field: 'keep_apart', label: 'Keep Apart From' },
  { field: 'requests', label: 'Teammate Requests' },
] as const satisfies { field: keyof KeptRules; label: string }[];

// Keys this page already shows in its own words.
const shownKeys = new Set<string>(['region', 'location', 'unavailable_days', 'availability', 'height', 'height_cm', ...keptRuleKeys]);

const asText = (value: unknown): string | null => {
  if (Array.isArray(value)) return value.map(asText).filter(Boolean).join('; ') || null;
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

/** The kept rule values, each as a sentence-ready text; rules the player has no value for are left out. */
export function readRuleValues(player: KeptRules): { label: string; value: string }[] {
  return ruleDetails.flatMap(({ field, label }) => {
    // Genders are the vocabulary's codes (decision 0034): shown as "Girl", "Boy", "Non-binary".
    const value = field === 'gender' ? player.gender && genderNames[player.gender] : asText(player[field]);
    return value ? [{ label, value }] : [];
  });
}

/** Columns of the export nobody mapped (school, grade, shirt size …), by their header; one nested object is opened. */
export function readExtraColumns(data: PlayerAdditionalData): { label: string; value: string }[] {
  return Object.entries(data).flatMap(([key, value]) => {
    if (shownKeys.has(key)) return [];
    if (value && typeof value === 'object' && !Array.isArray(value)) return readExtraColumns(value as PlayerAdditionalData);
    const text = asText(value);
    return text ? [{ label: key, value: text }] : [];
  });
}
