import { Alert } from '@mui/material';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDivisions } from '@/api/divisions/list-divisions';

/**
 * The shared season/division selects stay quiet when their lists fail; the view pages name
 * the failure (spec section 8). Same query keys as the selects, so nothing is fetched twice.
 */
export function FilterLoadErrors({ seasonId, allowAll = false }: { seasonId: number | null; allowAll?: boolean }) {
  const seasons = useSeasons();
  const divisions = useDivisions({ season: seasonId }, { enabled: allowAll || !!seasonId });
  return (
    <>
      {seasons.isError && <Alert severity="error">Failed to load seasons</Alert>}
      {divisions.isError && <Alert severity="error">Failed to load divisions</Alert>}
    </>
  );
}
