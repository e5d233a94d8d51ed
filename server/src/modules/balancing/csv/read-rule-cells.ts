import { parseDays, parseRegion, type RegionCode, type WeekdayCode } from '@league/contract';
import { readCoachVolunteer, type CoachVolunteer } from '../../../lib/volunteer-answer.js';
import { parseHeight } from './parse-height.js';

/** The rule columns of one file, by the header's spelling (null: not in the mapping). */
export interface RuleColumns {
  group: string | null;
  apart: string | null;
  lock: string | null;
  request: string | null;
  school: string | null;
  volunteer: string | null;
  parentName: string | null;
  region: string | null;
  availability: string | null;
  height: string | null;
}

/** One row's rule values: what Create Teams balances by, read the same way by both doors (issue 37). */
export interface RuleCells {
  region: RegionCode | null;
  unavailableDays: WeekdayCode[];
  heightCm: number | null;
  group: string | null;
  lock: string | null;
  apart: string | null;
  school: string | null;
  /** Requested teammates as written, one per ";"-separated part. */
  requests: string[];
  volunteer: CoachVolunteer | null;
  parentName: string | null;
}

/** Reads a cell with a parser; the caller decides whether a bad cell stops the file or is listed. */
export type CellReader = <T>(column: string | null, parse: (text: string) => T, fallback: T) => T;

const text = (limit: number) => (value: string) => value.trim().slice(0, limit) || null;

/** The one reading of a row's rule cells, shared by the team-file upload and Import Registrations. */
export function readRuleCells(columns: RuleColumns, cell: CellReader): RuleCells {
  return {
    region: cell(columns.region, parseRegion, null),
    unavailableDays: cell(columns.availability, parseDays, []),
    heightCm: cell(columns.height, parseHeight, null),
    group: cell(columns.group, text(200), null),
    lock: cell(columns.lock, text(200), null),
    apart: cell(columns.apart, text(200), null),
    school: cell(columns.school, text(200), null),
    requests: cell(columns.request, splitRequests, []),
    volunteer: cell(columns.volunteer, readCoachVolunteer, null),
    parentName: cell(columns.parentName, text(64), null),
  };
}

/** "Ann Lee; Bo Chen" → two names; at most 50 kept per player. */
export function splitRequests(cell: string): string[] {
  return cell.split(';').map((n) => n.trim().slice(0, 200)).filter(Boolean).slice(0, 50);
}
