import { readKeptRules, readRegion, readUnavailableDays, regionCodes, toConflictMask, type RegionCode } from '@league/contract';
import { readHeightCm } from '../../lib/additional-data.js';
import type { BalancePlayer } from './optimizer/index.js';
import { RequestMatcher } from './match-requests.js';

export interface StoredPlayer {
  name: string;
  overallSkill: number;
  heightCm: number | null;
  additionalData: unknown;
}

/** A stored player as the optimizer reads them, requests still by (folded) name. */
export type StoredReading = Omit<BalancePlayer, 'requests'> & { requestNames: string[] };

export const foldName = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Stored players' saved rules (the contract's readKeptRules: ADR 0011), region, practice
 * conflicts and height. A lock names a team of `teamNames` by its name or its number; one
 * that names no team is not a rule any more.
 */
export function readStoredPlayers(players: StoredPlayer[], teamNames: string[]): StoredReading[] {
  const lockOf = (value: string | null) => {
    if (value === null) return null;
    const numbered = /^(?:team\s*)?(\d{1,3})$/i.exec(value);
    if (numbered) return Number(numbered[1]) - 1 < teamNames.length ? Number(numbered[1]) - 1 : null;
    const t = teamNames.findIndex((name) => foldName(name) === foldName(value));
    return t < 0 ? null : t;
  };
  return players.map((p) => {
    const kept = readKeptRules(p.additionalData);
    const region = readRegion(p.additionalData)?.code;
    return {
      composite: p.overallSkill,
      region: region && regionCodes.includes(region as RegionCode) ? regionCodes.indexOf(region as RegionCode) : null,
      conflicts: toConflictMask(readUnavailableDays(p.additionalData)),
      heightCm: readHeightCm(p),
      label: p.name,
      group: kept.group && foldName(kept.group),
      apart: kept.keep_apart && foldName(kept.keep_apart),
      lock: lockOf(kept.locked_team),
      gender: kept.gender,
      requestNames: kept.requests.map(foldName),
    };
  });
}

/**
 * Readings to optimizer players: requests name players of this list, found inside what was
 * written as a preview finds them (match-requests.ts); one naming nobody or several is left out.
 */
export function linkRequests(readings: StoredReading[]): BalancePlayer[] {
  const matcher = new RequestMatcher(readings.map((r) => ({ name: r.label ?? '' })));
  return readings.map(({ requestNames, ...r }, i) => ({
    ...r,
    requests: [...new Set(requestNames.flatMap((text) => {
      const found = matcher.match(i, r.label ?? '', text);
      return found.kind === 'matched' ? found.players : [];
    }))],
  }));
}

export function toStoredBalancePlayers(players: StoredPlayer[], teamNames: string[]): BalancePlayer[] {
  return linkRequests(readStoredPlayers(players, teamNames));
}
