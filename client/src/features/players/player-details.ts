import { practiceDayCodes, readRegion, readUnavailableDays, weekdayShortNames } from '@league/contract';
import type { PlayerAdditionalData, PlayerDto as Player } from '@league/contract';

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

export function readHeightCm(player: Pick<Player, 'height' | 'additional_data'>): number | null {
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
