import { computeComposite, round, toDisplayRating } from '../../../lib/composite.js';
import { CsvInputError } from './csv-input-error.js';
import { dropLoneGroups } from './drop-lone-groups.js';
import { fillBlankRatings, refuseBlankRatings, type BlankCell, type BlankRatingsMode } from './blank-ratings.js';
import { keepExtraColumns } from './extra-columns.js';
import { findColumn, resolveColumns, type ChosenColumns, type ResolvedColumns } from './find-columns.js';
import { parseBirthDate, parseEmail, parseRating } from './parse-cells.js';
import { readRuleCells, type RuleCells } from './read-rule-cells.js';
import { readGenders } from './read-genders.js';
import { cleanName, readSkillColumnTitle, type GenderCode, type GenderMapping, type UnknownGenderValueDto } from '@league/contract';
import type { CsvTable } from './read-csv.js';

export interface SkillColumn {
  skillId: number;
  name: string;
  column: string;
  weight: number;
  normalizationFactor: number;
}

export interface RosterColumns extends ChosenColumns {
  skills: SkillColumn[];
  region?: string | null;
  availability?: string | null;
  height?: string | null;
  /** Default `error`: a blank rating is never silently left out. */
  blankRatings?: BlankRatingsMode;
  /** The admin's answer for gender texts the vocabulary does not know (decision 0034). */
  genderMapping?: GenderMapping;
}

/**
 * A player as the optimizer's preview reads them: the row's rule values (read-rule-cells.ts; the
 * school, volunteer and parent name may be absent for players that never had those columns).
 */
export interface RosterPlayer extends Omit<RuleCells, 'school' | 'volunteer' | 'parentName'>, Partial<Pick<RuleCells, 'school' | 'volunteer' | 'parentName'>> {
  row: number;
  name: string;
  /** The first and last name when the file has them apart (requests may name a first name alone). */
  first?: string;
  last?: string;
  email: string | null;
  dateOfBirth: string | null;
  /** Displayed ratings (0-10) by skill id. */
  ratings: Record<number, number>;
  composite: number;
  /** A code of the gender vocabulary; null when not given or not known (decision 0034). */
  gender: GenderCode | null;
  /** Unmapped columns by header. */
  extra: Record<string, string>;
}

export interface Roster {
  players: RosterPlayer[];
  columns: ResolvedColumns;
  extraColumns: string[];
  /** Gender texts the vocabulary does not know, listed for the admin to map. */
  unknownGenders: UnknownGenderValueDto[];
  warnings: string[];
}

const text = (value: string | undefined) => (value ?? '').trim() || null;

/** Turns CSV rows into players; a bad cell stops everything with its row and column. */
export function readRoster(table: CsvTable, columns: RosterColumns): Roster {
  const { header } = table;
  const resolved = resolveColumns(header, columns);
  const skills = columns.skills.map((s) => ({ ...s, column: findColumn(header, s.column, `the skill "${s.name}"`) }));
  const regionColumn = columns.region ? findColumn(header, columns.region, 'regions') : null;
  const availabilityColumn = columns.availability ? findColumn(header, columns.availability, 'practice conflicts') : null;
  const heightColumn = columns.height ? findColumn(header, columns.height, 'heights') : null;
  const { names } = resolved;
  // The volunteer and parent name columns stay kept columns too: publishing reads them (decision 0054).
  const kept = new Set([resolved.volunteer, resolved.parentName]);
  const used = new Set([...Object.values(names), ...Object.values(resolved).filter((c): c is string => typeof c === 'string' && !kept.has(c)), ...skills.map((s) => s.column), regionColumn, availabilityColumn, heightColumn]);
  const extraColumns = header.filter((h) => h.trim() !== '' && !used.has(h));
  const scales = skills.map((s) => ({ id: s.skillId, weight: s.weight, normalizationFactor: s.normalizationFactor }));
  const warnings: string[] = [];
  const blanks: BlankCell[] = [];

  const players = table.rows.map(({ row, values }) => {
    const cell = <T>(column: string | null | undefined, parse: (text: string) => T, fallback: T): T => {
      if (!column) return fallback;
      try {
        return parse(values[column] ?? '');
      } catch (error) {
        throw CsvInputError.atCell(row, column, (error as Error).message, name);
      }
    };
    const nameIn = (column: string) => cleanName(values[column] ?? '').trim();
    const name = 'full' in names ? nameIn(names.full) : `${nameIn(names.first)} ${nameIn(names.last)}`.trim();
    if (!name) throw CsvInputError.atCell(row, 'full' in names ? names.full : names.first, 'the player has no name.');
    const raw = new Map<number, number | null>();
    for (const s of skills) {
      const rating = cell(s.column, (t) => readOnDeclaredScale(t, s.column, s.normalizationFactor), null);
      if (rating === null) blanks.push({ row, player: name, skill: s.name, column: s.column, skillId: s.skillId });
      raw.set(s.skillId, rating);
    }
    return {
      raw,
      genderText: resolved.gender ? text(values[resolved.gender])?.slice(0, 50) ?? null : null,
      player: {
        row,
        name: name.slice(0, 200),
        ...('full' in names ? {} : { first: nameIn(names.first), last: nameIn(names.last) }),
        email: cell(resolved.email, parseEmail, null) ?? cell(resolved.parentEmail, parseEmail, null),
        dateOfBirth: cell(resolved.dob, parseBirthDate, null),
        ratings: {},
        composite: 0,
        ...readRuleCells({ ...resolved, region: regionColumn, availability: availabilityColumn, height: heightColumn }, cell),
        gender: null,
        extra: keepExtraColumns(row, name, values, extraColumns, warnings),
      } satisfies RosterPlayer as RosterPlayer,
    };
  });

  if ((columns.blankRatings ?? 'error') === 'error') refuseBlankRatings(blanks);
  else warnings.unshift(...fillBlankRatings(players.map((p) => p.raw), blanks, players.map((p) => p.player.row)));

  const genders = readGenders(players.map((p) => ({ row: p.player.row, player: p.player.name, text: p.genderText })), columns.genderMapping);
  players.forEach((p, i) => (p.player.gender = genders.codes[i]!));
  warnings.push(...genders.warnings);

  dropLoneGroups(players.map((p) => p.player));

  const factors = new Map(skills.map((s) => [s.skillId, s.normalizationFactor]));
  for (const { raw, player } of players) {
    const stored = [...raw].flatMap(([skillId, rating]) => (rating === null ? [] : [{ skillId, rating }]));
    player.ratings = Object.fromEntries(stored.map((r) => [r.skillId, round(toDisplayRating(r.rating, factors.get(r.skillId)!), 4)]));
    player.composite = computeComposite(stored, scales);
  }
  return { players: players.map((p) => p.player), columns: resolved, extraColumns, unknownGenders: genders.unknown, warnings };
}

/**
 * A rating cell on the scale its column's title declares ("Defense (0-10)"), brought onto the
 * skill's own scale; a title that declares none is on the skill's scale (decision 0193).
 */
function readOnDeclaredScale(cellText: string, column: string, skillScale: number): number | null {
  const declared = readSkillColumnTitle(column).scaleMax;
  if (declared === null || declared === skillScale) return parseRating(cellText, skillScale);
  const rating = parseRating(cellText, declared);
  return rating === null ? null : (rating / declared) * skillScale;
}
