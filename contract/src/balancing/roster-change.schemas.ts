import { z } from 'zod';
import { nameText } from '../fields/name-field.js';
import {
  balanceFlagField as flag,
  balanceIdField as id,
  balanceSeedField,
  balanceWeightField as weight,
  numberOfTeamsField,
  regionModeField,
} from './balance-option-fields.js';
import { maxDivisionPlayers } from '../players/division-limit.js';
import type { RosterChangeKind } from '../roster-history/roster-history.schemas.js';

// Decision 0019: rebalance the stored division, place late sign-ups, save a previewed change.

/** players/rebalance/: the balanced_teams options, with skills and player data read from the division. */
export const rebalanceInputSchema = z.object({
  league_id: id('league_id'),
  division_id: id('division_id'),
  /** Left out: the division's current number of teams. */
  number_of_teams: numberOfTeamsField.optional(),
  seed: balanceSeedField,
  /** 0 is a fresh balance; higher keeps more players on their current teams. */
  keep_current_weight: weight('keep_current_weight', 10, 0),
  region_weight: weight('region_weight', 10, 5),
  region_mode: regionModeField,
  availability_weight: weight('availability_weight', 10, 3),
  height_weight: weight('height_weight', 50, 10),
  request_weight: weight('request_weight', 10, 5),
  tier_balance: flag('tier_balance', true),
});
export type RebalanceInput = z.infer<typeof rebalanceInputSchema>;
export type RebalanceRequest = z.input<typeof rebalanceInputSchema>;

/** A move per player of a full division. */
export const maxPlaceMoves = maxDivisionPlayers;
const maxMovesMessage = `max_moves must be a whole number from 0 to ${maxPlaceMoves}.`;

/** players/place_new/: the division's unassigned players onto its existing teams. */
export const placeNewInputSchema = z.object({
  league_id: id('league_id'),
  division_id: id('division_id'),
  /** How many already-placed players may change team to make room (0: only new players move). */
  max_moves: z.coerce.number({ error: maxMovesMessage }).int(maxMovesMessage).min(0, maxMovesMessage).max(maxPlaceMoves, maxMovesMessage).default(0),
  seed: balanceSeedField,
});
export type PlaceNewInput = z.infer<typeof placeNewInputSchema>;
export type PlaceNewRequest = z.input<typeof placeNewInputSchema>;

export const rosterChangeSaveKinds = ['rebalance', 'place_new'] as const satisfies readonly RosterChangeKind[];
export type RosterChangeSaveKind = (typeof rosterChangeSaveKinds)[number];

const assignmentMessage = 'assignment must list every player with a team_id (or null for a new team) and a team_name.';
const versionMessage = 'expected_version must be a whole number of 0 or more.';

const assignedPlayerSchema = z.object({
  player_id: id('player_id'),
  /** An existing team's id, or null for a team the preview adds. */
  team_id: id('team_id').nullable(),
  team_name: nameText(assignmentMessage, 100, 'Team name must be at most 100 characters long.').min(1, 'Every team needs a name.'),
});

/** players/apply_roster/: saves a previewed rebalance or placement. */
export const applyRosterInputSchema = z.object({
  league_id: id('league_id'),
  division_id: id('division_id'),
  kind: z.enum(rosterChangeSaveKinds, { error: 'kind must be rebalance or place_new.' }),
  assignment: z
    .array(assignedPlayerSchema, { error: assignmentMessage })
    .min(1, 'Send at least one player to save.')
    .max(maxDivisionPlayers, `A division holds at most ${maxDivisionPlayers} players: at most ${maxDivisionPlayers} can be saved at once.`)
    .refine((rows) => new Set(rows.map((r) => r.player_id)).size === rows.length, 'Each player may appear only once in the assignment.'),
  /** The roster version the preview was computed on; another change since then answers 409. */
  expected_version: z.coerce.number({ error: versionMessage }).int(versionMessage).min(0, versionMessage),
});
export type ApplyRosterInput = z.infer<typeof applyRosterInputSchema>;
export type ApplyRosterRequest = z.input<typeof applyRosterInputSchema>;
