import { AppError } from '../../../lib/app-error.js';
import { round } from '../../../lib/composite.js';
import { requireAllInLeague, requireFiltersInLeague, requireOwnLeague, type LeagueContext } from '../../../lib/permissions.js';
import { writeCsv } from './csv.js';
import { additionalDataColumn, additionalDataColumnPrefix, playerColumns, skillColumnKey, teamColumns, type ExportColumn } from './export-columns.js';
import { rosterFormatColumns } from './roster-formats.js';
import { contactExportColumns, isContactHeader, skillColumnTitle, type ExportQuery } from '@league/contract';
import { asObject } from '../../../lib/additional-data.js';
import * as repo from './export.repository.js';
import { withSiblingGroups } from './sibling-groups.js';

const maxTitleLength = 120;

/** Picks the requested columns (or the scope's defaults) and rejects unknown ones by name. */
function pickColumns<Row>(fixed: ExportColumn<Row>[], requested: string[] | undefined, dynamic: (key: string) => ExportColumn<Row> | null = () => null): ExportColumn<Row>[] {
  if (!requested) return fixed.filter((c) => c.onByDefault);
  const all = [...fixed, ...requested.flatMap((key) => (fixed.some((c) => c.key === key) ? [] : [dynamic(key)].filter((c) => c !== null)))];
  const unknown = requested.filter((key) => !all.some((c) => c.key === key));
  if (unknown.length) {
    throw AppError.badRequest(`Unknown export column "${unknown[0]}".`, { fields: { columns: unknown.join(',') }, allowed: fixed.map((c) => c.key) });
  }
  return [...new Set(requested)].map((key) => all.find((c) => c.key === key)!);
}

/** The user's titles win over the defaults; a given title must be non-empty and short. */
function titlesFor(columns: { key: string; title: string }[], labels: Record<string, string> = {}): string[] {
  return columns.map(({ key, title }) => {
    if (!(key in labels)) return title;
    const label = labels[key]!.trim();
    if (!label) throw AppError.badRequest(`Column "${title}" must have a non-empty column title.`, { fields: { [key]: 'blank' } });
    if (label.length > maxTitleLength) throw AppError.badRequest(`Column "${title}" title must be at most ${maxTitleLength} characters long.`, { fields: { [key]: 'too_long' } });
    return label;
  });
}

function slug(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'export';
}

const byText = (a: string | null | undefined, b: string | null | undefined) => (a ?? '\uffff').localeCompare(b ?? '\uffff');

/** By division, then team (unassigned last), then name. */
const sortPlayers = <P extends repo.ExportPlayerRow>(players: P[]) =>
  players.sort((a, b) => byText(a.division.name, b.division.name) || byText(a.team?.name, b.team?.name) || byText(a.name, b.name));

/** A kept registration column or one of ours that holds parent/guardian contacts. */
const isContactColumn = (key: string) =>
  (contactExportColumns as readonly string[]).includes(key) || (key.startsWith(additionalDataColumnPrefix) && isContactHeader(key.slice(additionalDataColumnPrefix.length)));

/** Without include_contacts, no contact leaves (decision 0047): the kept registration columns about phones, emails and parents are dropped. */
function withoutContacts<P extends repo.ExportPlayerRow>(player: P): P {
  const data = asObject(player.additionalData);
  const kept = Object.fromEntries(Object.entries(data).filter(([header]) => !isContactHeader(header)));
  return { ...player, additionalData: kept, participant: null };
}

function requireContactsTicked(query: ExportQuery) {
  const asked = (query.columns ?? []).filter(isContactColumn);
  if (asked.length && !query.include_contacts) {
    const title = playerColumns.find((c) => c.key === asked[0])?.title ?? asked[0]!.slice(additionalDataColumnPrefix.length);
    throw AppError.badRequest(`Column "${title}" holds parents' contact details: tick Include contacts to export it.`, { fields: { include_contacts: 'required' } }, 'contacts_not_included');
  }
}

/** The CSV of players or teams for a league, optionally narrowed to a season or a division. */
export async function buildExport(ctx: LeagueContext, query: ExportQuery, today = new Date()) {
  const { db, leagueId } = ctx;
  requireOwnLeague(ctx, query.league);
  const { division, season } = await requireFiltersInLeague(ctx, { division: query.division, season: query.season });
  const filters = { leagueId, divisionId: query.division, seasonId: query.season };
  const where = division?.name ?? season?.name ?? (await repo.findLeagueName(db, leagueId)).name;
  const prefix = query.format === 'custom' ? query.scope : `${query.format}_roster`;
  const filename = `${prefix}_${slug(where)}_${today.toISOString().slice(0, 10)}.csv`;

  if (query.format !== 'custom') {
    // The other systems' headers are fixed: chosen columns and titles do not apply.
    if (query.scope === 'teams') throw AppError.badRequest('TeamSnap and SportsEngine files are player rosters: export players to get one.', { fields: { scope: 'players_only' } });
    const columns = rosterFormatColumns[query.format];
    const players = sortPlayers(await findPlayers(ctx, query, filters, []));
    return { filename, csv: writeCsv(columns.map((c) => c.title), players.map((p) => columns.map((c) => c.value(p)))) };
  }

  if (query.scope === 'teams') {
    const columns = pickColumns(teamColumns, query.columns);
    if (!columns.length) throw AppError.badRequest('Select at least one column to include in the export.');
    const headers = titlesFor(columns, query.column_labels);
    const teams = await repo.findExportTeams(db, filters);
    teams.sort((a, b) => byText(a.division.name, b.division.name) || byText(a.name, b.name));
    return { filename, csv: writeCsv(headers, teams.map((t) => columns.map((c) => c.value(t)))) };
  }

  requireContactsTicked(query);
  const columns = pickColumns(playerColumns, query.columns, additionalDataColumn);
  const skillIds = query.skill_ids ?? [];
  const skills = skillIds.length ? await requireAllInLeague(ctx, 'skill', skillIds) : [];
  skills.sort((a, b) => skillIds.indexOf(a.id) - skillIds.indexOf(b.id));
  if (!columns.length && !skills.length) throw AppError.badRequest('Select at least one column to include in the export.');
  // Ratings leave on each skill's own scale, which the title states, so the file imports back unchanged (decision 0193).
  const headers = titlesFor([...columns, ...skills.map((s) => ({ key: skillColumnKey(s.id), title: skillColumnTitle(s.name, s.normalizationFactor) }))], query.column_labels);
  const players = sortPlayers(await findPlayers(ctx, query, filters, skillIds));
  const rows = players.map((p) => {
    const ratings = new Map(p.ratings.map((r) => [r.skillId, r.rating]));
    const skillCells = skills.map((s) => {
      const stored = ratings.get(s.id);
      return stored === undefined ? null : round(stored, 2);
    });
    return [...columns.map((c) => c.value(p)), ...skillCells];
  });
  return { filename, csv: writeCsv(headers, rows) };
}

async function findPlayers(ctx: LeagueContext, query: ExportQuery, filters: repo.ExportFilters, skillIds: number[]) {
  // Groups first: the household they come from goes with the contacts.
  const players = withSiblingGroups(await repo.findExportPlayers(ctx.db, filters, skillIds));
  return query.include_contacts ? players : players.map(withoutContacts);
}
