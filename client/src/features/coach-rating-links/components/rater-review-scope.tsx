import { useState } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useDivisions } from '@/api/divisions/list-divisions';
import { RaterReview } from './rater-review';
import { SeasonRaterReview } from './season-rater-review';

/** This division's raters (with rescaling), or every division of its season (flags only). */
export function RaterReviewScope({ divisionId }: { divisionId: number }) {
  const [scope, setScope] = useState<'division' | 'season'>('division');
  const { divisions } = useDivisions();
  const division = divisions.find((d) => d.id === divisionId);
  return (
    <Stack spacing={2}>
      {division && (
        <ToggleButtonGroup exclusive size="small" value={scope} onChange={(_, next: 'division' | 'season' | null) => next && setScope(next)} aria-label="Compare the raters of">
          <ToggleButton value="division">{division.name} only</ToggleButton>
          <ToggleButton value="season">All of {division.season_name}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {scope === 'season' && division ? <SeasonRaterReview seasonId={division.season} seasonName={division.season_name} /> : <RaterReview divisionId={divisionId} />}
    </Stack>
  );
}
