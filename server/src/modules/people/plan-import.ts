import type { ImportCandidateDto, ImportPlayersResultDto, ImportRowDto, ImportWithdrawalDto } from '@league/contract';
import { indexPeople, matchPerson, type KnownPerson } from './match-participants.js';
import type { RegistrationRow } from './read-registrations.js';
import { describeRowRules } from './registration-rules.js';

// What an import would do, decided on plain data (decision 0039): the same plan answers the
// dry run and is written by the write, so the preview is what gets written.

export interface RegisteredPlayer {
  id: number;
  participantId: number | null;
  name: string;
  email: string | null;
  dateOfBirth: string | null;
}

export interface PlannedRow {
  source: RegistrationRow;
  dto: ImportRowDto;
}

export interface ImportPlan {
  rows: PlannedRow[];
  withdrawals: ImportWithdrawalDto[];
  summary: ImportPlayersResultDto['summary'];
}

export function planImport(rows: RegistrationRow[], people: KnownPerson[], registered: RegisteredPlayer[], decisions: Record<string, number | 'new'>): ImportPlan {
  const index = indexPeople(people);
  const personById = new Map(people.map((p) => [p.id, p]));
  const playerByParticipant = new Map(registered.filter((p) => p.participantId !== null).map((p) => [p.participantId!, p]));
  const candidateDto = (participantId: number, reason: ImportCandidateDto['reason']): ImportCandidateDto => {
    const p = personById.get(participantId)!;
    return { participant_id: p.id, name: p.name, date_of_birth: p.dateOfBirth, registration_id: p.registrationId, reason };
  };

  const planned = rows.map((source): PlannedRow => {
    const dto: ImportRowDto = {
      row: source.row, status: 'new', name: source.name, date_of_birth: source.dateOfBirth, registration_id: source.registrationId,
      participant_id: null, player_id: null, changes: [], household: source.householdLabel, candidates: [], problems: [...source.problems],
    };
    const rules = describeRowRules(source.rules);
    if (rules) dto.rules = rules;
    if (dto.problems.length) return { source, dto: { ...dto, status: 'problem' } };
    const match = matchPerson(index, source);
    if (match.kind === 'possible') {
      dto.candidates = match.candidates.map((c) => candidateDto(c.participantId, c.reason));
      const decision = decisions[String(source.row)];
      if (decision === 'new') return { source, dto };
      if (decision === undefined) return { source, dto: { ...dto, status: 'possible_match' } };
      if (!match.candidates.some((c) => c.participantId === decision)) {
        return { source, dto: { ...dto, status: 'problem', problems: [`Row ${source.row}: participant ${decision} is not one of this row's possible matches.`] } };
      }
      dto.participant_id = decision;
    } else if (match.kind !== 'none') {
      dto.participant_id = match.participantId;
    }
    if (dto.participant_id === null) return { source, dto };
    const player = playerByParticipant.get(dto.participant_id);
    if (!player) return { source, dto: { ...dto, status: 'returning' } };
    return { source, dto: { ...dto, status: 'registered', player_id: player.id, changes: changedFields(player, source) } };
  });

  refuseOnePersonTwice(planned);
  const claimed = new Set(planned.flatMap(({ dto }) => [dto.participant_id, ...dto.candidates.map((c) => c.participant_id)]));
  const withdrawals = registered
    .filter((p) => p.participantId === null || !claimed.has(p.participantId))
    .map((p) => ({ player_id: p.id, participant_id: p.participantId, name: p.name }));
  const count = (status: ImportRowDto['status']) => planned.filter(({ dto }) => dto.status === status).length;
  return {
    rows: planned,
    withdrawals,
    summary: { new: count('new'), returning: count('returning'), possible_matches: count('possible_match'), problems: count('problem'), withdrawn: withdrawals.length, registered: count('registered') },
  };
}

function changedFields(player: RegisteredPlayer, row: RegistrationRow): string[] {
  const changes: string[] = [];
  if (player.name !== row.name) changes.push('name');
  if (row.email !== null && player.email !== row.email) changes.push('email');
  if (row.dateOfBirth !== null && player.dateOfBirth !== row.dateOfBirth) changes.push('date_of_birth');
  return changes;
}

/** Two rows that turn out to be one person (an id on one, a confirmed match on the other) name each other. */
function refuseOnePersonTwice(planned: PlannedRow[]): void {
  const byParticipant = new Map<number, PlannedRow[]>();
  for (const p of planned) if (p.dto.participant_id !== null) byParticipant.set(p.dto.participant_id, [...(byParticipant.get(p.dto.participant_id) ?? []), p]);
  for (const group of byParticipant.values()) {
    if (group.length < 2) continue;
    for (const p of group) {
      p.dto.status = 'problem';
      p.dto.problems.push(`Row ${p.dto.row} is the same person as row ${group.filter((o) => o !== p).map((o) => o.dto.row).join(', ')} (participant ${p.dto.participant_id}).`);
    }
  }
}
