import { maxDivisionPlayers, type ImportRatingsInput, type ImportRatingsResultDto } from '@league/contract';
import type { Prisma } from '../../generated/prisma/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../lib/db/database.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { CsvInputError, readCsv } from '../balancing/index.js';
import { recordRatings, scaleForSource, skillScale, type Scale } from '../ratings/index.js';
import { findDivisionInLeague, isoDate, listDivisionSkills, listRegisteredPlayers } from './people.repository.js';
import { planRatingsImport, type PlannedRatingsRow } from './plan-ratings-import.js';
import { readRatingsFile, type RatingsFileColumns } from './read-ratings-file.js';

/**
 * POST /ratings/import/ (decision 0044): a ratings CSV for a division's registered players. The
 * dry run lists matches, near matches and problems; the write, under the division's lock, makes
 * the same plan again and writes every rating in one transaction, or nothing (422).
 */
export async function importRatings(ctx: LeagueContext, csvText: string, input: ImportRatingsInput, today = new Date().toISOString().slice(0, 10)): Promise<ImportRatingsResultDto> {
  const division = await findDivisionInLeague(ctx.db, input.division_id, ctx.leagueId);
  if (!division) throw AppError.notFound('Division');
  const fileScale = await chooseScale(ctx.db, division.id, input);
  const rows = readFile(csvText, await mappedSkills(ctx.db, division.id, input, fileScale), input);
  if (input.dry_run) return answer(true, false, await plan(ctx.db, division.id, rows, input));
  return runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [division.id]);
    const planned = await plan(tx, division.id, rows, input);
    refuseUnfinished(planned);
    const writing = planned.filter(({ dto }) => dto.status === 'matched');
    await recordRatings(tx, {
      leagueId: ctx.leagueId, kind: 'ratings_file', raterName: input.rater_name ?? null, ratedOn: new Date(`${input.rated_on ?? today}T00:00:00Z`),
      ratings: writing.flatMap(({ source, dto }) => Object.entries(source.ratings).map(([skillId, value]) => ({
        playerId: dto.player_id!, skillId: Number(skillId), value, comment: source.comment, scale: fileScale ?? undefined, ...(source.rater ? { raterName: source.rater } : {}),
      }))),
    });
    return answer(false, true, planned);
  }, { timeout: 120_000 });
}

/** The request's scale, else the division's scale for ratings files, else (null) each skill's own. */
async function chooseScale(db: Db, divisionId: number, input: ImportRatingsInput): Promise<Scale | null> {
  if (input.scale_min !== undefined || input.scale_max !== undefined) {
    if (input.scale_min === undefined || input.scale_max === undefined || input.scale_max <= input.scale_min) {
      throw AppError.badRequest('Give both scale_min and scale_max, with scale_max above scale_min.', { fields: { scale_max: 'invalid' } }, 'validation_error');
    }
    return { min: input.scale_min, max: input.scale_max, lowIsBest: input.low_is_best ?? false };
  }
  return scaleForSource(db, divisionId, 'ratings_file');
}

async function mappedSkills(db: Db, divisionId: number, input: ImportRatingsInput, scale: Scale | null): Promise<RatingsFileColumns['skills']> {
  const mapping = Object.entries(input.skill_mapping ?? {});
  if (mapping.length === 0) throw AppError.badRequest('Choose the column of at least one skill (skill_mapping).', { fields: { skill_mapping: 'required' } }, 'validation_error');
  const skills = new Map((await listDivisionSkills(db, divisionId)).map((s) => [s.id, s]));
  return mapping.map(([id, column]) => {
    const skill = skills.get(Number(id));
    if (!skill) throw AppError.badRequest(`Skill ${id} is not a skill of this division.`, { fields: { skill_mapping: id } }, 'validation_error');
    return { skillId: skill.id, name: skill.name, column, scale: scale ?? skillScale(skill.normalizationFactor) };
  });
}

function readFile(csvText: string, skills: RatingsFileColumns['skills'], input: ImportRatingsInput) {
  try {
    const table = readCsv(csvText, { maxRows: maxDivisionPlayers });
    return readRatingsFile(table, { names: input.name_columns, dob: input.dob_column, registrationId: input.registration_id_column, comment: input.comment_column, rater: input.rater_column, skills });
  } catch (error) {
    if (error instanceof CsvInputError) throw AppError.badRequest(error.message, { row: error.row, column: error.column }, 'csv_error');
    throw error;
  }
}

async function plan(db: Db | Prisma.TransactionClient, divisionId: number, rows: ReturnType<typeof readRatingsFile>, input: ImportRatingsInput) {
  const players = await listRegisteredPlayers(db, divisionId);
  const registered = players.map((p) => ({ playerId: p.id, participantId: p.participant!.id, name: p.participant!.name, dateOfBirth: isoDate(p.participant!.dateOfBirth), registrationId: p.participant!.registrationId }));
  return planRatingsImport(rows, registered, input.match_decisions ?? {});
}

function refuseUnfinished(planned: PlannedRatingsRow[]): void {
  const problems = planned.flatMap(({ dto }) => dto.problems);
  const undecided = planned.filter(({ dto }) => dto.status === 'possible_match').map(({ dto }) => dto.row);
  if (problems.length === 0 && undecided.length === 0) return;
  const more = (n: number) => (n > 0 ? ` (and ${n} more)` : '');
  const message = problems.length
    ? `${problems[0]}${more(problems.length - 1)} No rating was saved: correct the file and upload it again.`
    : `Row${undecided.length > 1 ? 's' : ''} ${undecided.slice(0, 10).join(', ')}${more(undecided.length - 10)} may be players of this division: confirm the player or skip the row (match_decisions). No rating was saved.`;
  throw new AppError(422, message, problems.length ? 'import_problems' : 'undecided_matches', {
    rows: planned.filter(({ dto }) => dto.status === 'problem' || dto.status === 'possible_match').map(({ dto }) => dto),
  });
}

function answer(dryRun: boolean, written: boolean, planned: PlannedRatingsRow[]): ImportRatingsResultDto {
  const count = (status: string) => planned.filter(({ dto }) => dto.status === status).length;
  return {
    dry_run: dryRun, written,
    summary: { matched: count('matched'), possible_matches: count('possible_match'), skipped: count('skipped'), problems: count('problem'), ratings: planned.filter(({ dto }) => dto.status === 'matched').reduce((n, { dto }) => n + Object.keys(dto.ratings).length, 0) },
    rows: planned.map(({ dto }) => dto),
  };
}
