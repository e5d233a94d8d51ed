import { z } from 'zod';
import { numberField } from '../fields/id-fields.js';

/** Every kind of roster change that records a version (rebalance and place_new: decision 0019). */
export const rosterChangeKinds = [
  'save',
  'replace',
  'trade',
  'move',
  'transfer_in',
  'transfer_out',
  'team_delete',
  'player_delete',
  'restore',
  'rebalance',
  'place_new',
] as const;
export type RosterChangeKind = (typeof rosterChangeKinds)[number];

export const maxHistoryPageSize = 100;

export const listRosterHistoryQuerySchema = z.object({
  page: numberField(z.number({ error: 'page must be a whole number of 1 or more.' }).int({ error: 'page must be a whole number of 1 or more.' }).min(1, { error: 'page must be a whole number of 1 or more.' }).max(100_000, { error: 'page must be at most 100000.' })).default(1),
  page_size: numberField(
    z
      .number({ error: `page_size must be a whole number from 1 to ${maxHistoryPageSize}.` })
      .int({ error: `page_size must be a whole number from 1 to ${maxHistoryPageSize}.` })
      .min(1, { error: `page_size must be a whole number from 1 to ${maxHistoryPageSize}.` })
      .max(maxHistoryPageSize, { error: `page_size must be a whole number from 1 to ${maxHistoryPageSize}.` }),
  ).default(20),
});
export type ListRosterHistoryQuery = z.infer<typeof listRosterHistoryQuerySchema>;
