export const regionCodes = ['N', 'S', 'E', 'W', 'C'] as const;
export type RegionCode = (typeof regionCodes)[number];

const regionNames: Record<RegionCode, string> = { N: 'North', S: 'South', E: 'East', W: 'West', C: 'Central' };
const byName = new Map<string, RegionCode>();
for (const code of regionCodes) {
  byName.set(code.toLowerCase(), code);
  byName.set(regionNames[code].toLowerCase(), code);
}
byName.set('centre', 'C');
byName.set('center', 'C');

/** A region code from "N" or "North" (any case); null for a blank cell. */
export function parseRegion(text: string): RegionCode | null {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  const code = byName.get(value);
  if (!code) throw new Error(`"${text.trim()}" is not a region. Use N, S, E, W, C or North, South, East, West, Central.`);
  return code;
}
