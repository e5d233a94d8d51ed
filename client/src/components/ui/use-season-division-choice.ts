import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSeasons } from '@/api/seasons/list-seasons';
import { useDivisions } from '@/api/divisions/list-divisions';
import { readRememberedSeasonDivision, rememberSeasonDivision, type SeasonDivision } from './remembered-season-division';

const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * The season and division a page works on. A link that names them (`?season=3&division=5`)
 * wins; otherwise the page opens on the admin's last choice on any page, so it is not chosen
 * again on every page. A remembered season or division that is gone (deleted since) is dropped.
 */
export function useSeasonDivisionChoice(): [SeasonDivision, (next: SeasonDivision) => void] {
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const fromLink = { seasonId: idParam(params.get('season')), divisionId: idParam(params.get('division')) };
    const linked = fromLink.seasonId !== null || fromLink.divisionId !== null;
    if (linked) rememberSeasonDivision(fromLink);
    return { choice: linked ? fromLink : readRememberedSeasonDivision(), remembered: !linked };
  });
  const [choice, setChoice] = useState<SeasonDivision>(initial.choice);

  const choose = (next: SeasonDivision) => {
    setChoice(next);
    rememberSeasonDivision(next);
  };

  // Checked against the lists the selects load anyway (the same queries): a remembered id that
  // is no longer there is read as not chosen.
  const seasons = useSeasons();
  const divisions = useDivisions({ season: choice.seasonId }, { enabled: initial.remembered && choice.seasonId !== null });
  const seasonGone = initial.remembered && choice.seasonId !== null && seasons.isSuccess && !seasons.seasons.some((s) => s.id === choice.seasonId);
  const divisionGone =
    initial.remembered && choice.divisionId !== null && divisions.isSuccess && !divisions.divisions.some((d) => d.id === choice.divisionId);
  const current = useMemo(
    () => (seasonGone ? { seasonId: null, divisionId: null } : divisionGone ? { seasonId: choice.seasonId, divisionId: null } : choice),
    [seasonGone, divisionGone, choice],
  );

  return [current, choose];
}
