import { toStoredRating } from '../../../lib/composite.js';
import type { RegistrationRecord } from '../build-change-preview.js';
import type { FileReading } from '../balance-registrations.js';
import { registrationData } from '../registration-data.js';
import type { CsvTable } from './read-csv.js';
import { readRoster, type RosterColumns, type RosterPlayer } from './read-roster.js';

/** A team file as draft registrations, held in memory (never written: decision 0186), with what only the file knows beside them. */
export interface DraftRegistrations {
  records: RegistrationRecord[];
  warnings: string[];
  file: FileReading;
}

/**
 * Reads the file's rows as Import Registrations would store them: name, birth date, email,
 * height, ratings on each skill's own scale, the composite, and gender and the rule values on
 * additional_data under the keys the stored balance reads. A bad cell stops the file (read-roster.ts).
 */
export function readDraftRegistrations(table: CsvTable, columns: RosterColumns): DraftRegistrations {
  const roster = readRoster(table, columns);
  const scales = new Map(columns.skills.map((s) => [s.skillId, s.normalizationFactor]));
  return {
    records: roster.players.map((p) => toDraftRegistration(p, scales)),
    warnings: roster.warnings,
    file: {
      rows: roster.players.map(({ row, first, last, extra }) => ({ row, ...(first !== undefined ? { first } : {}), ...(last !== undefined ? { last } : {}), extra })),
      columns: roster.columns,
      extraColumns: roster.extraColumns,
      unknownGenders: roster.unknownGenders,
      measured: { region: columns.region ?? null, availability: columns.availability ?? null, height: columns.height ?? null },
    },
  };
}

function toDraftRegistration(p: RosterPlayer, scales: Map<number, number>): RegistrationRecord {
  const rules = {
    region: p.region,
    unavailableDays: p.unavailableDays,
    heightCm: p.heightCm,
    group: p.group,
    lock: p.lock,
    apart: p.apart,
    school: p.school ?? null,
    requests: p.requests,
    volunteer: p.volunteer ?? null,
    parentName: p.parentName ?? null,
  };
  return {
    name: p.name,
    email: p.email,
    dateOfBirth: p.dateOfBirth === null ? null : new Date(`${p.dateOfBirth}T00:00:00Z`),
    heightCm: p.heightCm,
    overallSkill: p.composite,
    // The reading shows ratings on 0-10 to 4 digits; a registration keeps them on the skill's own scale.
    ratings: Object.entries(p.ratings).map(([id, shown]) => ({ skillId: Number(id), rating: toStoredRating(shown, scales.get(Number(id))!) })),
    additionalData: registrationData(rules, p.gender),
  };
}
