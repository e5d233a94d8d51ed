// The one region vocabulary: the spec's codes, their names, a strict parser for CSV cells
// and a lenient reader for stored additional_data (.region, or .location when the CSV
// called the column that).

export const regionCodes = ['N', 'S', 'E', 'W', 'C'] as const;
export type RegionCode = (typeof regionCodes)[number];

export const regionNames: Record<RegionCode, string> = { N: 'North', S: 'South', E: 'East', W: 'West', C: 'Central' };

const byName = new Map<string, RegionCode>([
  ...regionCodes.flatMap((code) => [[code.toLowerCase(), code], [regionNames[code].toLowerCase(), code]] as const),
  ['centre', 'C'],
  ['center', 'C'],
]);

/** The code of "N", "north", " NORTH ", "centre"...; null when the text names no region of ours. */
function findRegionCode(text: string): RegionCode | null {
  return byName.get(text.trim().toLowerCase()) ?? null;
}

/** Strict, for CSV cells: a region code from a code or name (any case); null for a blank cell; throws a sentence otherwise. */
export function parseRegion(text: string): RegionCode | null {
  if (text.trim() === '') return null;
  const code = findRegionCode(text);
  if (!code) throw new Error(`"${text.trim()}" is not a region. Use N, S, E, W, C or North, South, East, West, Central.`);
  return code;
}

export interface Region {
  code: string;
  name: string;
}

/** Lenient: one of our regions, or other non-empty text kept as its own region. */
function readRegionValue(value: unknown): Region | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!text) return null;
  const code = findRegionCode(text);
  return code ? { code, name: regionNames[code] } : { code: text, name: text };
}

/** A player's region from stored additional_data; never throws. */
export function readRegion(additionalData: unknown): Region | null {
  if (!additionalData || typeof additionalData !== 'object' || Array.isArray(additionalData)) return null;
  const data = additionalData as Record<string, unknown>;
  return readRegionValue(data.region) ?? readRegionValue(data.location);
}
