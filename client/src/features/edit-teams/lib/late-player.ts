import type { GenderCode, PlayerDto } from '@league/contract';

/** What a registration row says about a late sign-up besides ratings: gender, household, requests and contacts. */
export interface LatePlayerFields {
  gender: GenderCode | '';
  /** The group key of the siblings this player joins (a household from the registration), or ''. */
  household: string;
  requests: string;
  parentName: string;
  phone: string;
}

export const blankLatePlayerFields: LatePlayerFields = { gender: '', household: '', requests: '', parentName: '', phone: '' };

/**
 * The create-player body's fields: gender as its code, the household as the sibling group key and
 * the requests as names, where saving a file puts them (additional_data: group, requests); contacts
 * as the registration columns they would have been. Blanks are left out.
 */
export function toLatePlayerInput(fields: LatePlayerFields) {
  const requests = fields.requests.split(';').map((name) => name.trim()).filter(Boolean);
  const data = {
    ...(fields.household ? { group: fields.household } : {}),
    ...(requests.length ? { requests } : {}),
    ...(fields.parentName.trim() ? { 'Parent Name': fields.parentName.trim() } : {}),
    ...(fields.phone.trim() ? { 'Parent Phone': fields.phone.trim() } : {}),
  };
  return { ...(fields.gender ? { gender: fields.gender } : {}), ...(Object.keys(data).length ? { additional_data: data } : {}) };
}

/** The division's sibling groups with their players, as "Lee (Ann Lee, Bo Lee)". */
export function householdsOf(players: PlayerDto[]): { key: string; label: string }[] {
  const members = new Map<string, string[]>();
  for (const p of players) {
    const group = p.additional_data?.group;
    if (typeof group === 'string' && group.trim()) members.set(group, [...(members.get(group) ?? []), p.name]);
  }
  return [...members].sort(([a], [b]) => a.localeCompare(b)).map(([key, names]) => ({ key, label: `${key} (${names.join(', ')})` }));
}
