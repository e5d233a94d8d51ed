import { appAdditionalDataKeys, type PlayerDto } from '@league/contract';

const appKeys = new Set<string>(appAdditionalDataKeys);

/**
 * The columns a registration file brought along and the import kept per player in
 * additional_data (every key the apps do not write themselves), in the order first met.
 */
export function keptRegistrationHeaders(players: Pick<PlayerDto, 'additional_data'>[]): string[] {
  const headers = new Set<string>();
  for (const player of players) {
    for (const key of Object.keys(player.additional_data ?? {})) if (!appKeys.has(key)) headers.add(key);
  }
  return [...headers];
}

/** One kept column's answer as text ('' when the player has none). */
export function keptColumnText(player: Pick<PlayerDto, 'additional_data'>, header: string): string {
  const value = player.additional_data?.[header];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
}
