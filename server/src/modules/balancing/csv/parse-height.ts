const cmPerInch = 2.54;

/** Youth players only: anything outside this range is a typo, not a player. */
export const heightRangeCm = { min: 80, max: 250 };

export const heightHelp = `Use centimetres (170 or 170cm) or feet and inches (5'7", 5-7 or 5 ft 7 in).`;

const patterns: [RegExp, (m: RegExpMatchArray) => number][] = [
  [/^(\d+(?:\.\d+)?)\s*(?:cm)?$/, (m) => Number(m[1])],
  [/^(\d(?:\.\d+)?)\s*m$/, (m) => Number(m[1]) * 100],
  [/^(\d)\s*(?:'|’|ft|feet|foot)\s*(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|”|''|in|inch|inches)?)?$/, (m) => (Number(m[1]) * 12 + Number(m[2] ?? 0)) * cmPerInch],
  [/^(\d)\s*-\s*(\d{1,2}(?:\.\d+)?)$/, (m) => (Number(m[1]) * 12 + Number(m[2])) * cmPerInch],
  [/^(\d{2}(?:\.\d+)?)\s*(?:"|in|inch|inches)$/, (m) => Number(m[1]) * cmPerInch],
];

/** A height in centimetres (one decimal) from the forms people type; null for a blank cell. */
export function parseHeight(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  for (const [pattern, toCm] of patterns) {
    const match = value.match(pattern);
    if (!match) continue;
    const cm = Math.round(toCm(match) * 10) / 10;
    if (cm < heightRangeCm.min || cm > heightRangeCm.max) {
      throw new Error(`${text.trim()} is ${cm} cm, outside ${heightRangeCm.min}-${heightRangeCm.max} cm. ${heightHelp}`);
    }
    return cm;
  }
  throw new Error(`"${text.trim()}" is not a height. ${heightHelp}`);
}
