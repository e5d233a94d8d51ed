// A rating column's title says its scale, so a file the product writes reads back the same
// (decision 0193): "Defense (0-5)" holds ratings from 0 to 5.

const scaled = /^(.*?)\s*\(\s*0\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*\)\s*$/i;

/** The title an export gives a skill's rating column: its name and its scale, "Defense (0-5)". */
export const skillColumnTitle = (name: string, scaleMax: number) => `${name} (0-${Number(scaleMax.toFixed(4))})`;

/** A header's skill name and the highest rating it declares: "Defense (0-5)" is Defense on 0-5; "Defense" declares none. */
export function readSkillColumnTitle(header: string): { name: string; scaleMax: number | null } {
  const match = scaled.exec(header);
  const max = match ? Number(match[2]) : 0;
  return match && max > 0 ? { name: match[1]!.trim(), scaleMax: max } : { name: header.trim(), scaleMax: null };
}
