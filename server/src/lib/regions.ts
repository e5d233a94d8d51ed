// Region codes the spec names; a player's region comes from additional_data.region,
// or .location when the CSV called the column that.

export const regionNames: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West', C: 'Central' };

/** Fixed order so ties between regions always resolve the same way. */
export const regionCodes = Object.keys(regionNames);

export interface Region {
  code: string;
  name: string;
}

/** 'n', 'North', ' NORTH ' → N/North; other non-empty text is kept as its own region. */
export function parseRegion(value: unknown): Region | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (regionNames[upper]) return { code: upper, name: regionNames[upper] };
  const byName = regionCodes.find((code) => regionNames[code]!.toUpperCase() === upper);
  if (byName) return { code: byName, name: regionNames[byName]! };
  return { code: text, name: text };
}

export function readRegion(additionalData: unknown): Region | null {
  if (!additionalData || typeof additionalData !== 'object' || Array.isArray(additionalData)) return null;
  const data = additionalData as Record<string, unknown>;
  return parseRegion(data.region) ?? parseRegion(data.location);
}
