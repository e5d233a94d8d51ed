import type { Prisma } from '../../generated/prisma/client.js';
import { requireRoomInDivision } from '../../lib/db/division-capacity.js';
import type { ImportPlan, PlannedRow } from './plan-import.js';
import { maxHouseholdSize } from './read-registrations.js';
import { registrationData as ruleAndGenderData } from '../balancing/index.js';
import { carryForwardRatings, recordRatings } from '../ratings/index.js';
import { createHouseholds, createParticipants, createRegistrations, deleteRegistrations, toDate, updateParticipant, updateRegistration, type StoredParticipant } from './people.repository.js';

type Tx = Prisma.TransactionClient;

interface WriteImport {
  leagueId: number;
  division: { id: number; name: string };
  plan: ImportPlan;
  people: Map<number, StoredParticipant>;
  confirmWithdrawals: boolean;
}

const union = (...lists: (string | null | undefined)[][]) => [...new Set(lists.flat().filter((v): v is string => !!v))];

/** Writes a finished plan (decision 0039); answers how many withdrawn players were removed. */
export async function writeImport(tx: Tx, { leagueId, division, plan, people, confirmWithdrawals }: WriteImport): Promise<number> {
  const rows = plan.rows.filter(({ dto }) => dto.status !== 'problem' && dto.status !== 'possible_match');
  const adding = rows.filter(({ dto }) => dto.status !== 'registered');
  const removing = confirmWithdrawals ? plan.withdrawals.map((w) => w.player_id) : [];
  await requireRoomInDivision(tx, division, adding.length - removing.length);
  const households = await assignHouseholds(tx, leagueId, rows, people);

  const fresh = rows.filter(({ dto }) => dto.participant_id === null);
  const created = await createParticipants(tx, fresh.map(({ source, dto }) => ({
    leagueId, name: source.name, dateOfBirth: toDate(source.dateOfBirth), gender: source.gender, registrationId: source.registrationId,
    emails: union([source.email, source.parentEmail]), phones: union([source.phone]), guardianNames: union(source.guardianNames), householdId: households.get(dto.row) ?? null,
  })));
  fresh.forEach(({ dto }, i) => { dto.participant_id = created[i]!.id; });

  for (const { source, dto } of rows) {
    const known = people.get(dto.participant_id!);
    if (!known) continue;
    const update = {
      name: source.name,
      ...(source.dateOfBirth ? { dateOfBirth: toDate(source.dateOfBirth) } : {}),
      ...(source.gender ? { gender: source.gender } : {}),
      ...(source.registrationId ? { registrationId: source.registrationId } : {}),
      emails: union(known.emails, [source.email, source.parentEmail]),
      phones: union(known.phones, [source.phone]),
      guardianNames: union(known.guardianNames, source.guardianNames),
      ...(households.has(dto.row) ? { householdId: households.get(dto.row)! } : {}),
    };
    // A re-import of an unchanged export writes nothing for its people.
    if (!differs(known, update)) continue;
    await updateParticipant(tx, known.id, update);
  }

  const players = await createRegistrations(tx, adding.map(({ source, dto }) => ({
    name: source.name, email: source.email, dateOfBirth: toDate(source.dateOfBirth), leagueId, divisionId: division.id, participantId: dto.participant_id!,
    heightCm: source.rules.heightCm, additionalData: registrationData(source),
  })));
  for (const { source, dto } of rows) {
    if (dto.status !== 'registered' || dto.changes.length === 0) continue;
    await updateRegistration(tx, dto.player_id!, {
      name: source.name, ...(source.email ? { email: source.email } : {}), ...(source.dateOfBirth ? { dateOfBirth: toDate(source.dateOfBirth) } : {}),
    });
  }
  adding.forEach(({ dto }, i) => { dto.player_id = players[i]!.id; });
  // Through the ratings module's one writer: each rating gets its history entry (the player page's
  // Ratings History), becomes current, and the composites follow. Values are on each skill's own scale.
  const ratings = rows.flatMap(({ source, dto }) => Object.entries(source.ratings).map(([skillId, value]) => ({ playerId: dto.player_id!, skillId: Number(skillId), value })));
  await recordRatings(tx, { leagueId, kind: 'manual', ratings });
  // Returning people bring last season's ratings for the skills the file does not rate (decision 0044).
  const returning = adding.filter(({ dto }) => people.has(dto.participant_id!));
  await carryForwardRatings(tx, leagueId, division.id, returning.map(({ source, dto }) => ({ playerId: dto.player_id!, participantId: dto.participant_id!, skip: new Set(Object.keys(source.ratings).map(Number)) })));
  if (removing.length) await deleteRegistrations(tx, division.id, removing);
  return removing.length;
}

function differs(known: StoredParticipant, update: Partial<Record<keyof StoredParticipant, unknown>>): boolean {
  return Object.entries(update).some(([key, value]) => {
    const before = known[key as keyof StoredParticipant];
    return value instanceof Date ? !(before instanceof Date) || before.getTime() !== value.getTime() : JSON.stringify(before) !== JSON.stringify(value);
  });
}

/** Kept where the balancing reads rule values and where the participant trigger reads the id. */
function registrationData(source: PlannedRow['source']): Prisma.InputJsonObject {
  return { ...ruleAndGenderData(source.rules, source.gender), ...(source.registrationId ? { registration_id: source.registrationId } : {}) };
}

/**
 * One household per household key (the file's household column, else the parent's email): a
 * household one of its members already has; for a parent's email, else the household of a person
 * of the league with that email (a new brother of last season's family, decision 0191) while it
 * has room; else a new one. Rows without a key keep theirs.
 */
async function assignHouseholds(tx: Tx, leagueId: number, rows: PlannedRow[], people: Map<number, StoredParticipant>): Promise<Map<number, number>> {
  const groups = new Map<string, PlannedRow[]>();
  for (const r of rows) if (r.source.householdKey) groups.set(r.source.householdKey, [...(groups.get(r.source.householdKey) ?? []), r]);
  const byRow = new Map<number, number>();
  const needNew: { label: string; members: PlannedRow[] }[] = [];
  for (const [key, members] of groups) {
    const existing = members.map(({ dto }) => people.get(dto.participant_id ?? 0)?.householdId).find((id): id is number => typeof id === 'number')
      ?? householdByEmail(key, members.length, people);
    const label = key.startsWith('household:') ? members[0]!.dto.household! : `${members[0]!.source.name.split(' ').at(-1)} household`;
    if (existing === undefined) needNew.push({ label, members });
    else for (const { dto } of members) byRow.set(dto.row, existing);
  }
  const created = await createHouseholds(tx, leagueId, needNew.map((h) => h.label));
  needNew.forEach(({ members }, i) => members.forEach(({ dto }) => byRow.set(dto.row, created[i]!.id)));
  return byRow;
}

/** The household of a person of the league who has the key's email, if it has room for `joining` more. */
function householdByEmail(key: string, joining: number, people: Map<number, StoredParticipant>): number | undefined {
  if (!key.startsWith('email:')) return undefined;
  const email = key.slice('email:'.length);
  const everyone = [...people.values()];
  const family = everyone.find((p) => p.householdId !== null && p.emails.some((e) => e.toLowerCase() === email))?.householdId ?? undefined;
  if (family === undefined) return undefined;
  return everyone.filter((p) => p.householdId === family).length + joining <= maxHouseholdSize ? family : undefined;
}
