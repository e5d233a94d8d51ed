import { maxDivisionPlayers, type ImportColumnDto, type ImportPlayersInput, type ImportPlayersResultDto } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { lockDivisions } from '../../lib/db/division-lock.js';
import { runTransaction } from '../../lib/db/with-retry.js';
import type { LeagueContext } from '../../lib/permissions.js';
import { CsvInputError, readCsv } from '../balancing/index.js';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db/database.js';
import { planImport, type ImportPlan } from './plan-import.js';
import { findDivisionInLeague, isoDate, listDivisionRegistrations, listDivisionSkills, listLeagueParticipants, lockLeaguePeople, type StoredParticipant } from './people.repository.js';
import { describeColumnsRead, readRegistrations, resolveRegistrationColumns, type RegistrationColumns, type RegistrationRow } from './read-registrations.js';
import { writeImport } from './write-import.js';
import { describeCarriedRatings } from './carried-ratings.js';

/**
 * POST /players/import/ (decision 0039): a registration export into a division. The dry run
 * answers what would happen; the write makes the same plan again under the division's lock and
 * writes it in one transaction, only when no row has a problem or an undecided possible match.
 */
export async function importPlayers(ctx: LeagueContext, csvText: string, input: ImportPlayersInput, today = new Date().toISOString().slice(0, 10)): Promise<ImportPlayersResultDto> {
  const division = await findDivisionInLeague(ctx.db, input.division_id, ctx.leagueId);
  if (!division) throw AppError.notFound('Division');
  const { rows, columns } = readFile(csvText, input, await mappedSkills(ctx, division.id, input), today);
  if (input.dry_run) {
    const plan = await makePlan(ctx.db, ctx.leagueId, division.id, rows, input);
    await describeCarriedRatings(ctx.db, division.id, plan);
    return answer(input, plan, false, 0, columns);
  }

  return runTransaction(ctx.db, async (tx) => {
    await lockDivisions(tx, [division.id]);
    await lockLeaguePeople(tx, ctx.leagueId);
    const { plan, people } = await makePlanWithPeople(tx, ctx.leagueId, division.id, rows, input);
    refuseUnfinishedPlan(plan);
    await describeCarriedRatings(tx, division.id, plan);
    const removed = await writeImport(tx, { leagueId: ctx.leagueId, division, plan, people, confirmWithdrawals: input.confirm_withdrawals });
    return answer(input, plan, true, removed, columns);
  }, { timeout: 120_000 });
}

type MappedSkill = NonNullable<RegistrationColumns['skills']>[number];

/** Ratings are optional; a mapped skill must be one of this division's. */
async function mappedSkills(ctx: LeagueContext, divisionId: number, input: ImportPlayersInput): Promise<MappedSkill[]> {
  const mapping = Object.entries(input.skill_mapping ?? {});
  if (mapping.length === 0) return [];
  const skills = new Map((await listDivisionSkills(ctx.db, divisionId)).map((s) => [s.id, s]));
  return mapping.map(([id, column]) => {
    const skill = skills.get(Number(id));
    if (!skill) throw AppError.badRequest(`Skill ${id} is not a skill of this division.`, { fields: { skill_mapping: id } }, 'validation_error');
    return { skillId: skill.id, name: skill.name, column, normalizationFactor: skill.normalizationFactor };
  });
}

function readFile(csvText: string, input: ImportPlayersInput, skills: MappedSkill[], today: string): { rows: RegistrationRow[]; columns: ImportColumnDto[] } {
  try {
    const table = readCsv(csvText, { maxRows: maxDivisionPlayers });
    const columns = resolveRegistrationColumns(table.header, {
      names: input.name_columns, dob: input.dob_column, email: input.email_column, parentEmail: input.parent_email_column, gender: input.gender_column,
      registrationId: input.registration_id_column, household: input.household_column, guardianNames: input.guardian_name_columns, secondGuardianNames: input.second_guardian_name_columns, phone: input.phone_column, skills,
      volunteer: input.volunteer_column, parentName: input.parent_name_column, request: input.request_column, group: input.group_column, apart: input.apart_column,
      lock: input.lock_column, region: input.region_column, availability: input.availability_column, height: input.height_column, school: input.school_column,
    });
    return { rows: readRegistrations(table, columns, today), columns: describeColumnsRead(columns) };
  } catch (error) {
    if (error instanceof CsvInputError) throw AppError.badRequest(error.message, { row: error.row, column: error.column }, 'csv_error');
    throw error;
  }
}

async function makePlanWithPeople(db: Db | Prisma.TransactionClient, leagueId: number, divisionId: number, rows: RegistrationRow[], input: ImportPlayersInput) {
  const people = await listLeagueParticipants(db, leagueId);
  const registered = await listDivisionRegistrations(db, divisionId);
  const known = people.map((p) => ({ id: p.id, name: p.name, dateOfBirth: isoDate(p.dateOfBirth), registrationId: p.registrationId }));
  const plan = planImport(rows, known, registered.map((p) => ({ ...p, dateOfBirth: isoDate(p.dateOfBirth) })), input.match_decisions ?? {});
  return { plan, people: new Map<number, StoredParticipant>(people.map((p) => [p.id, p])) };
}

const makePlan = async (...args: Parameters<typeof makePlanWithPeople>) => (await makePlanWithPeople(...args)).plan;

/** Problems and undecided matches name their rows; nothing is written. */
function refuseUnfinishedPlan(plan: ImportPlan): void {
  const problems = plan.rows.flatMap(({ dto }) => dto.problems);
  const undecided = plan.rows.filter(({ dto }) => dto.status === 'possible_match').map(({ dto }) => dto.row);
  if (problems.length === 0 && undecided.length === 0) return;
  const more = (n: number) => (n > 0 ? ` (and ${n} more)` : '');
  const message = problems.length
    ? `${problems[0]}${more(problems.length - 1)} Nothing was imported: correct the file and import it again.`
    : `Row${undecided.length > 1 ? 's' : ''} ${undecided.slice(0, 10).join(', ')}${more(undecided.length - 10)} may be people the league already has: confirm or reject each match (match_decisions). Nothing was imported.`;
  throw new AppError(422, message, problems.length ? 'import_problems' : 'undecided_matches', {
    rows: plan.rows.filter(({ dto }) => dto.status === 'problem' || dto.status === 'possible_match').map(({ dto }) => dto),
  });
}

function answer(input: ImportPlayersInput, plan: ImportPlan, written: boolean, removed: number, columns: ImportColumnDto[]): ImportPlayersResultDto {
  return { dry_run: input.dry_run, written, summary: plan.summary, rows: plan.rows.map(({ dto }) => dto), withdrawals: plan.withdrawals, withdrawals_removed: removed, columns };
}
