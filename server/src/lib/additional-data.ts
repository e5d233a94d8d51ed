/**
 * Reading a player's stored row where the free-form additional_data backs a column. Shared by
 * every module that turns players into DTOs or optimizer input (players, balancing, teams,
 * fairness report), so it lives below them all (decision 0038).
 */

/** additional_data as an object; anything else (null, a list, a scalar) reads as empty. */
export function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function toCentimetres(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** The height column when set; players imported before it existed may carry it in additional_data. */
export function readHeightCm(player: { heightCm: number | null; additionalData: unknown }): number | null {
  if (player.heightCm != null) return player.heightCm;
  const data = asObject(player.additionalData);
  return toCentimetres(data.height_cm) ?? toCentimetres(data.height);
}
