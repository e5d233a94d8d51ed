import { useNavigate } from 'react-router-dom';
import { Paper, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import { FilterLoadErrors } from '@/components/ui/filter-load-errors';
import { PageHeader } from '@/components/ui/page-header';
import { SeasonDivisionSelects } from '@/components/ui/season-division-selects';
import { useSeasonDivisionChoice } from '@/components/ui/use-season-division-choice';
import { CreateDraftForm } from './create-draft-form';

/** The admin opens a coach draft for a division; the room with the join links comes next. */
export function CreateDraftPage() {
  const navigate = useNavigate();
  const [selection, setSelection] = useSeasonDivisionChoice();

  return (
    <Stack spacing={2}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <PageHeader title="Coach Draft" />
        <Stack spacing={2}>
          <Typography color="text.secondary">
            Coaches pick players for their teams in turn, live, from a link on their phone or laptop. Choose the division, how the turn passes and how long
            each pick may take. When you finish the draft, the teams become draft rosters you can still adjust; nothing is published.
          </Typography>
          <SeasonDivisionSelects idPrefix="draft" seasonId={selection.seasonId} divisionId={selection.divisionId} onChange={setSelection} />
        </Stack>
      </Paper>
      <FilterLoadErrors seasonId={selection.seasonId} />
      {selection.divisionId && (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <CreateDraftForm
            key={selection.divisionId}
            seasonId={selection.seasonId}
            divisionId={selection.divisionId}
            onCreated={(draft) => void navigate(paths.dashboard.draftRoom(draft.id), { state: { coaches: draft.coaches, seasonId: selection.seasonId } })}
          />
        </Paper>
      )}
    </Stack>
  );
}
