import type { RatingsRowDto } from '@league/contract';
import { indexPeople, matchPerson } from './match-participants.js';
import type { RatingsFileRow } from './read-ratings-file.js';

// Who each ratings row is, among the division's registered players (decision 0044): the
// registration id, else exact name + date of birth; a near match is listed, never taken.

export interface DivisionRegistration {
  playerId: number;
  participantId: number;
  name: string;
  dateOfBirth: string | null;
  registrationId: string | null;
}

export interface PlannedRatingsRow {
  source: RatingsFileRow;
  dto: RatingsRowDto;
}

export function planRatingsImport(rows: RatingsFileRow[], registered: DivisionRegistration[], decisions: Record<string, number | 'skip'>): PlannedRatingsRow[] {
  const index = indexPeople(registered.map((r) => ({ id: r.participantId, name: r.name, dateOfBirth: r.dateOfBirth, registrationId: r.registrationId })));
  const byParticipant = new Map(registered.map((r) => [r.participantId, r]));
  const planned = rows.map((source): PlannedRatingsRow => {
    const dto: RatingsRowDto = { row: source.row, status: 'matched', name: source.name, player_id: null, matched_by: null, ratings: source.ratings, candidates: [], problems: [...source.problems] };
    if (dto.problems.length) return { source, dto: { ...dto, status: 'problem' } };
    const match = matchPerson(index, source);
    if (match.kind === 'none') {
      const who = `${source.name || source.registrationId}${source.dateOfBirth ? `, born ${source.dateOfBirth},` : ''}`;
      return { source, dto: { ...dto, status: 'problem', problems: [`Row ${source.row}: ${who} is not registered in this division.`] } };
    }
    if (match.kind !== 'possible') {
      return { source, dto: { ...dto, player_id: byParticipant.get(match.participantId)!.playerId, matched_by: match.kind, status: Object.keys(source.ratings).length ? 'matched' : 'skipped' } };
    }
    dto.candidates = match.candidates.map((c) => {
      const r = byParticipant.get(c.participantId)!;
      return { player_id: r.playerId, participant_id: r.participantId, name: r.name, date_of_birth: r.dateOfBirth, registration_id: r.registrationId, reason: c.reason };
    });
    const decision = decisions[String(source.row)];
    if (decision === 'skip') return { source, dto: { ...dto, status: 'skipped' } };
    if (decision === undefined) return { source, dto: { ...dto, status: 'possible_match' } };
    if (!dto.candidates.some((c) => c.player_id === decision)) {
      return { source, dto: { ...dto, status: 'problem', problems: [`Row ${source.row}: player ${decision} is not one of this row's possible matches.`] } };
    }
    return { source, dto: { ...dto, player_id: decision, matched_by: 'confirmed' } };
  });
  // Two rows for one player: which ratings count would be a guess.
  const byPlayer = new Map<number, PlannedRatingsRow[]>();
  for (const p of planned) if (p.dto.player_id !== null && p.dto.status === 'matched') byPlayer.set(p.dto.player_id, [...(byPlayer.get(p.dto.player_id) ?? []), p]);
  for (const group of byPlayer.values()) {
    if (group.length < 2) continue;
    for (const p of group) {
      p.dto.status = 'problem';
      p.dto.problems.push(`Row ${p.dto.row} rates the same player as row ${group.filter((o) => o !== p).map((o) => o.dto.row).join(', ')} (${p.dto.name}).`);
    }
  }
  return planned;
}
