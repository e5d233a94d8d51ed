import { readRegion, readUnavailableDays, regionCodes, toConflictMask, type RegionCode } from '@league/contract';
import { asObject, readHeightCm } from '../players/players.dto.js';
import type { BalancePlayer } from './optimizer/types.js';

export interface StoredPlayer {
  name: string;
  overallSkill: number;
  heightCm: number | null;
  additionalData: unknown;
}

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Stored players as the optimizer reads them: the saved rules (additional_data keys group,
 * lock, apart, gender, requests: ADR 0011), region, practice conflicts and height. A lock
 * names a team of `teamNames` by its name or its number; one that names no team is not a
 * rule any more. Requests name players of `players` (others are left out).
 */
export function toStoredBalancePlayers(players: StoredPlayer[], teamNames: string[]): BalancePlayer[] {
  const byName = new Map(players.map((p, i) => [fold(p.name), i]));
  const lockOf = (value: string | null) => {
    if (value === null) return null;
    const numbered = /^(?:team\s*)?(\d{1,3})$/i.exec(value);
    if (numbered) return Number(numbered[1]) - 1 < teamNames.length ? Number(numbered[1]) - 1 : null;
    const t = teamNames.findIndex((name) => fold(name) === fold(value));
    return t < 0 ? null : t;
  };
  return players.map((p) => {
    const data = asObject(p.additionalData);
    const region = readRegion(data)?.code;
    const requests = Array.isArray(data.requests) ? data.requests.flatMap((r) => (typeof r === 'string' && byName.has(fold(r)) ? [byName.get(fold(r))!] : [])) : [];
    return {
      composite: p.overallSkill,
      region: region && regionCodes.includes(region as RegionCode) ? regionCodes.indexOf(region as RegionCode) : null,
      conflicts: toConflictMask(readUnavailableDays(data)),
      heightCm: readHeightCm(p),
      label: p.name,
      group: text(data.group) && fold(text(data.group)!),
      apart: text(data.apart) && fold(text(data.apart)!),
      lock: lockOf(text(data.lock)),
      gender: text(data.gender),
      requests,
    };
  });
}
