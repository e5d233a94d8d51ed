import { foldGenderText, makeGenderReader, readGenderText, type GenderCode, type GenderMapping, type UnknownGenderValueDto } from '@league/contract';

export interface GenderCell {
  row: number;
  /** The row's player, named beside the row in the warning. */
  player?: string;
  text: string | null;
}

export interface ReadGenders {
  /** Per cell: the vocabulary's code, or null (blank, not given, or unknown and not mapped). */
  codes: (GenderCode | null)[];
  /** Texts the vocabulary does not know, in file order, with what the admin mapped them to. */
  unknown: UnknownGenderValueDto[];
  /** Sentences naming the rows balanced without a gender because nobody said what their text means. */
  warnings: string[];
}

const maxRowsListed = 50;

function rowList(rows: string[], count: number): string {
  const shown = rows.slice(0, 10);
  const rest = count - shown.length;
  const listed = shown.length > 1 ? `${shown.slice(0, -1).join(', ')}${rest > 0 ? ', ' : ' and '}${shown.at(-1)}` : shown[0]!;
  return `${shown.length > 1 ? 'Rows' : 'Row'} ${listed}${rest > 0 ? ` and ${rest} more` : ''}`;
}

/**
 * A file's gender cells in the one vocabulary (decision 0034): the admin's mapping first, then
 * the spellings we know. A text neither knows is listed for the admin and balanced as not
 * given, so the optimizer only ever sees codes.
 */
export function readGenders(cells: GenderCell[], mapping: GenderMapping = {}): ReadGenders {
  const read = makeGenderReader(mapping);
  const chosen = new Map(Object.entries(mapping).map(([from, to]) => [foldGenderText(from), to]));
  const unknown = new Map<string, UnknownGenderValueDto>();
  const named = new Map<string, string[]>();
  const codes = cells.map(({ row, player, text }) => {
    if (text === null) return null;
    const reading = read(text);
    if (readGenderText(text) === 'unknown') {
      const key = foldGenderText(text);
      const entry = unknown.get(key) ?? unknown.set(key, { value: text.trim(), count: 0, rows: [], mapped_to: chosen.get(key) ?? null }).get(key)!;
      entry.count++;
      if (entry.rows.length < maxRowsListed) entry.rows.push(row);
      named.set(key, [...(named.get(key) ?? []), player ? `${row} (${player})` : String(row)]);
    }
    return reading === 'unknown' ? null : reading;
  });
  const warnings = [...unknown.values()]
    .filter((u) => u.mapped_to === null)
    .map((u) => `${rowList(named.get(foldGenderText(u.value))!, u.count)}: the gender "${u.value}" is not one we know, so ${u.count > 1 ? 'these players were' : 'this player was'} balanced as if no gender was given. Choose what it means under "Genders we did not recognise" and balance again.`);
  return { codes, unknown: [...unknown.values()], warnings };
}
