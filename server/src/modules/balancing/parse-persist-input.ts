import type { z } from 'zod';
import { persistTeamsInputSchema, type PersistTeamsInput } from '@league/contract';
import { AppError } from '../../lib/app-error.js';
import { describeIssues } from '../../lib/validate.js';

type Sent = { teams?: { team_name?: unknown; players?: { name?: unknown }[] }[] };

/** "Katrin Müller (Team 2): email: " for an issue inside one player; '' for any other issue. */
function namePlayerOf(body: unknown, issue: z.core.$ZodIssue | undefined): string {
  const [teams, t, players, p, ...field] = issue?.path ?? [];
  if (teams !== 'teams' || players !== 'players' || typeof t !== 'number' || typeof p !== 'number') return '';
  const team = (body as Sent).teams?.[t];
  const teamName = typeof team?.team_name === 'string' && team.team_name.trim() ? team.team_name.trim() : `team ${t + 1}`;
  const name = team?.players?.[p]?.name;
  const player = typeof name === 'string' && name.trim() ? name.trim() : `Player ${p + 1}`;
  // A sentence that already starts with its field's name ("Ratings must be…") is not told it twice.
  const named = field.length === 0 || issue!.message.toLowerCase().startsWith(String(field[0]).toLowerCase());
  return `${player} (${teamName})${named ? '' : `: ${field.join('.')}`}: `;
}

/**
 * The save of a preview, validated. A preview holds hundreds of players, so a sentence that
 * names no one leaves the admin searching: an issue in one player names the player, team and field.
 */
export function parsePersistInput(body: unknown): PersistTeamsInput {
  const result = persistTeamsInputSchema.safeParse(body);
  if (result.success) return result.data;
  const { message, fields } = describeIssues(result.error);
  const first = result.error.issues[0];
  const plain = first && first.message.endsWith('.') ? first.message : message;
  const prefix = namePlayerOf(body, first);
  throw AppError.badRequest(prefix ? `${prefix}${plain}` : message, { fields }, 'validation_error');
}
