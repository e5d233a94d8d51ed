import type { GymTimeImportDto } from '@league/contract';
import { AppError } from '../../../lib/app-error.js';
import { runTransaction } from '../../../lib/db/with-retry.js';
import { requireInLeague, type LeagueContext } from '../../../lib/permissions.js';
import { CsvInputError } from '../../balancing/index.js';
import { dayNumber, describeDay, describeTime } from '../optimizer/index.js';
import * as repo from '../scheduling.repository.js';
import { toGymSlotDto, toVenueDto } from '../scheduling.dto.js';
import { readGymTime, type GymTimeRow } from './read-gym-time.js';

interface Interval {
  start: number;
  end: number;
  where: string;
}

const courtKey = (venue: string, court: string, date: string) => `${venue.toLowerCase()}|${court.toLowerCase()}|${date}`;

/**
 * Reads a gym-time CSV and adds its slots (and any venue it names for the first time) to the
 * season, all or nothing: a line that cannot be read, or gym time overlapping other gym time of
 * the same court (in the file or already stored), is a 400 naming it and nothing is written.
 */
export async function importGymTime(ctx: LeagueContext, seasonId: number, csvText: string): Promise<GymTimeImportDto> {
  await requireInLeague(ctx, 'season', seasonId);
  const rows = readRowsOrThrow(csvText);
  return runTransaction(ctx.db, async (tx) => {
    await repo.lockSeason(tx, seasonId);
    const venues = await repo.findVenues(tx, seasonId);
    const stored = await repo.findGymSlots(tx, seasonId);
    refuseOverlaps(rows, stored.map((s) => ({ venue: s.venue.name, court: s.court, date: s.date.toISOString().slice(0, 10), start: s.startMinute, end: s.endMinute })));

    const byName = new Map(venues.map((v) => [v.name.toLowerCase(), v]));
    for (const row of rows) {
      const key = row.venue.toLowerCase();
      const venue = byName.get(key) ?? (await repo.insertVenue(tx, { leagueId: ctx.leagueId, seasonId, name: row.venue, address: row.address, courts: [] }));
      byName.set(key, venue);
      const courts = venue.courts.includes(row.court) ? venue.courts : [...venue.courts, row.court];
      const address = !venue.address && row.address ? row.address : venue.address;
      if (courts !== venue.courts || address !== venue.address) byName.set(key, await repo.updateVenue(tx, venue.id, { courts, address }));
    }
    const added = await repo.insertGymSlots(
      tx,
      rows.map((row) => ({
        leagueId: ctx.leagueId,
        seasonId,
        venueId: byName.get(row.venue.toLowerCase())!.id,
        court: row.court,
        date: new Date(`${row.date}T00:00:00Z`),
        startMinute: row.start,
        endMinute: row.end,
      })),
    );
    const [allVenues, slots] = await Promise.all([repo.findVenues(tx, seasonId), repo.findGymSlots(tx, seasonId)]);
    return { venues: allVenues.map(toVenueDto), slots: slots.map(toGymSlotDto), added };
  });
}

function readRowsOrThrow(csvText: string): GymTimeRow[] {
  try {
    return readGymTime(csvText);
  } catch (error) {
    if (error instanceof CsvInputError) throw AppError.badRequest(error.message, { line: error.row, column: error.column }, 'csv_error');
    throw error;
  }
}

/** Two slots of one court on one day may touch (9-11 and 11-13) but not overlap. */
function refuseOverlaps(rows: GymTimeRow[], stored: { venue: string; court: string; date: string; start: number; end: number }[]): void {
  const byCourt = new Map<string, Interval[]>();
  for (const slot of stored) {
    const key = courtKey(slot.venue, slot.court, slot.date);
    byCourt.set(key, [...(byCourt.get(key) ?? []), { start: slot.start, end: slot.end, where: 'gym time already saved' }]);
  }
  for (const row of rows) {
    const key = courtKey(row.venue, row.court, row.date);
    const taken = byCourt.get(key) ?? [];
    const clash = taken.find((t) => t.start < row.end && row.start < t.end);
    if (clash) {
      throw AppError.badRequest(
        `Line ${row.line}: ${row.venue} court ${row.court} on ${describeDay(dayNumber(row.date))}, ${describeTime(row.start)}-${describeTime(row.end)}, overlaps ${clash.where} (${describeTime(clash.start)}-${describeTime(clash.end)}). A court holds one booking at a time; fix the file and upload it again.`,
        { line: row.line },
        'gym_time_overlap',
      );
    }
    byCourt.set(key, [...taken, { start: row.start, end: row.end, where: `line ${row.line}` }]);
  }
}
