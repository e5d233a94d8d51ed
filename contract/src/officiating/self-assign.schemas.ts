import { z } from 'zod';
import { idField } from '../fields/id-fields.js';

// Self-assign (issue 41, decision 0178): where the assignor allows it for a season, referees
// take open places themselves, within the rules the auto-assign keeps.

/** PUT /api/seasons/{id}/officials/settings/: what the assignor allows for the season. */
export const seasonOfficialsSettingsInputSchema = z.strictObject(
  {
    self_assign: z.boolean({ error: 'self_assign must be true or false.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'The season\'s officials settings have only self_assign.' : undefined) },
);
export type SeasonOfficialsSettingsInput = z.infer<typeof seasonOfficialsSettingsInputSchema>;

export interface SeasonOfficialsSettingsDto {
  season_id: number;
  /** Referees may take open places of this season's games themselves. */
  self_assign: boolean;
}

const roleMessage = 'Say which place you take, such as "referee" or "umpire" (role).';

/** POST /api/referees/me/open-games/: the caller takes one open place. */
export const takeOpenGameInputSchema = z.strictObject(
  {
    game_id: idField('Say which game you take (game_id).'),
    role: z.string({ error: roleMessage }).trim().min(1, roleMessage).max(40, 'A role is at most 40 characters.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Taking a game needs only game_id and role.' : undefined) },
);
export type TakeOpenGameInput = z.infer<typeof takeOpenGameInputSchema>;

/** One open place the caller could take, as "My games" shows it. */
export interface OpenGameDto {
  game_id: number;
  role: string;
  season_id: number;
  season: string;
  date: string;
  start: string;
  end: string;
  division: string;
  home: string;
  away: string;
  venue: string;
  fee: number;
}

/**
 * GET /api/referees/me/open-games/: the open places the caller could take now, in time order.
 * `self_assign` says whether any season of the league allows it (false: "My games" shows nothing).
 */
export interface OpenGamesDto {
  self_assign: boolean;
  count: number;
  results: OpenGameDto[];
}
