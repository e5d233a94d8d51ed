import { z } from 'zod';
import { timeZoneField } from '../fields/time-zone-field.js';

/** PUT /api/leagues/me/time_zone/: the league's time zone, or null for none. */
export const leagueTimeZoneInputSchema = z.object({ time_zone: timeZoneField }).strict();

export type LeagueTimeZoneInput = z.infer<typeof leagueTimeZoneInputSchema>;

