import { CsvInputError, rowOf } from './csv-input-error.js';

export type BlankRatingsMode = 'error' | 'mean';

export interface BlankCell {
  row: number;
  /** The row's player, named in every message so the admin need not count rows. */
  player: string;
  /** The skill's name, as the admin chose it. */
  skill: string;
  column: string;
  skillId: number;
}

const maxListed = 20;

/** "Row 11 (Maya Chen): no rating for Shooting", with the column when it is not named as the skill. */
function describeBlank(blank: BlankCell): string {
  const column = blank.column.trim().toLowerCase() === blank.skill.trim().toLowerCase() ? '' : ` (column "${blank.column}")`;
  return `${rowOf(blank.row, blank.player)}: no rating for ${blank.skill}${column}`;
}

/** `error`: one 400 naming every blank cell (the first 20, then how many more). */
export function refuseBlankRatings(blanks: BlankCell[]): void {
  if (!blanks.length) return;
  const listed = blanks.slice(0, maxListed).map(describeBlank).join('; ');
  const more = blanks.length > maxListed ? ` and ${blanks.length - maxListed} more` : '';
  const first = blanks[0]!;
  throw new CsvInputError(
    `${blanks.length} rating${blanks.length === 1 ? ' is' : 's are'} blank: ${listed}${more}. Fill them in, or choose to fill blank ratings with the division's average.`,
    first.row,
    first.column,
  );
}

/** `mean`: each blank becomes the mean of that skill's filled cells; one warning per filled cell. */
export function fillBlankRatings(ratings: Map<number, number | null>[], blanks: BlankCell[], rows: number[]): string[] {
  const warnings: string[] = [];
  const means = new Map<number, number>();
  for (const blank of blanks) {
    if (!means.has(blank.skillId)) {
      const filled = ratings.flatMap((r) => (r.get(blank.skillId) ?? null) === null ? [] : [r.get(blank.skillId)!]);
      if (!filled.length) throw new CsvInputError(`Every rating in column "${blank.column}" is blank, so there is no average to fill them with.`, 1, blank.column);
      means.set(blank.skillId, filled.reduce((s, x) => s + x, 0) / filled.length);
    }
  }
  for (const blank of blanks) {
    const mean = means.get(blank.skillId)!;
    ratings[rows.indexOf(blank.row)]!.set(blank.skillId, mean);
    warnings.push(`${describeBlank(blank)}; the average ${Math.round(mean * 100) / 100} was used.`);
  }
  return warnings;
}
