import { storageKeys } from '@/config/storage-keys';
import { readStoredUser } from '@/lib/auth/session';

export interface SeasonDivision {
  seasonId: number | null;
  divisionId: number | null;
}

const nothingChosen: SeasonDivision = { seasonId: null, divisionId: null };
const idOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** The admin's last choice; another admin signing in on this browser starts with none. */
export function readRememberedSeasonDivision(): SeasonDivision {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKeys.chosenSeasonDivision) ?? 'null') as Record<string, unknown> | null;
    if (!stored || stored.userId !== readStoredUser()?.id) return nothingChosen;
    return { seasonId: idOrNull(stored.seasonId), divisionId: idOrNull(stored.divisionId) };
  } catch {
    return nothingChosen;
  }
}

export function rememberSeasonDivision(choice: SeasonDivision) {
  const userId = readStoredUser()?.id;
  if (userId === undefined) return;
  localStorage.setItem(storageKeys.chosenSeasonDivision, JSON.stringify({ userId, ...choice }));
}
