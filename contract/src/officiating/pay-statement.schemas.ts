import { z } from 'zod';
import { isBlank } from '../fields/blank.js';
import { calendarDaySchema } from '../referees/certification.schemas.js';
import type { RefereeGameDto } from './officiating.schemas.js';

// Referees' pay (issue 41): what each referee earned for their games in a period.

const optionalDay = (label: string) => z.preprocess((v) => (isBlank(v) ? undefined : v), calendarDaySchema(label).optional());

/**
 * GET /api/seasons/{id}/officials/pay/ and GET /api/referees/me/pay/: the period's first and last
 * day, both counted (blank: from the first game, to the last), and json or a csv file for Excel.
 */
export const payStatementQuerySchema = z
  .object({
    from: optionalDay('From'),
    to: optionalDay('To'),
    format: z.preprocess((v) => (isBlank(v) ? undefined : v), z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).default('json')),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must be on or before To.', path: ['from'] });
export type PayStatementQuery = z.infer<typeof payStatementQuerySchema>;

/** One game a referee is paid for, in one role: as "My games" lists it, less the answer. */
export type PayLineDto = Omit<RefereeGameDto, 'status'>;

/** One referee's games in the period, in time order, and what they add up to. */
export interface RefereePayDto {
  referee_id: number;
  referee_name: string;
  games: number;
  total: number;
  lines: PayLineDto[];
}

/** GET /api/seasons/{id}/officials/pay/: every referee paid in the period, by name, and the grand total. */
export interface PayStatementDto {
  season_id: number;
  season_name: string;
  /** The period as asked; null where it was left open. */
  from: string | null;
  to: string | null;
  referees: RefereePayDto[];
  games: number;
  total: number;
}

/** GET /api/referees/me/pay/: the caller's own games in the period, all seasons of their league. */
export interface MyPayDto extends RefereePayDto {
  from: string | null;
  to: string | null;
}
