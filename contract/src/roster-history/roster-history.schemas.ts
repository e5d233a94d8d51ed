import { z } from 'zod';
import { pageQueryFields } from '../fields/query-fields.js';

/** Every kind of roster change that records a version (rebalance and place_new: decision 0019; publish: decision 0054). */
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
  'publish',
  'draft',
] as const;
export type RosterChangeKind = (typeof rosterChangeKinds)[number];

export const maxHistoryPageSize = 100;

export const listRosterHistoryQuerySchema = z.object(pageQueryFields(maxHistoryPageSize));
export type ListRosterHistoryQuery = z.infer<typeof listRosterHistoryQuerySchema>;
