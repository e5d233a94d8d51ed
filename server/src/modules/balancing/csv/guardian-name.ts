import { cleanName } from '@league/contract';

/**
 * A row's parent or guardian name as both doors read it: the guardian name columns joined (first
 * then last), else the one parent-name column. It names a volunteering parent as the coach.
 */
export function readGuardianName(guardianCells: string[], parentName: string | null): string | null {
  return cleanName(guardianCells.join(' ')).trim() || (parentName ? cleanName(parentName).trim() : null) || null;
}
