import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { paths } from '@/config/paths';
import { useDivisions } from '@/api/divisions/list-divisions';
import { apiErrorMessage } from '@/lib/api-client';
import { useSetHouseholdsAsGroups } from '@/features/players/api/update-division';

/** The division's registration import and its sibling rule, next to its players. */
export function DivisionActions({ seasonId, divisionId }: { seasonId: number | null; divisionId: number }) {
  const { divisions } = useDivisions({ season: seasonId }, { enabled: !!seasonId });
  const division = divisions.find((d) => d.id === divisionId);
  const setting = useSetHouseholdsAsGroups();
  const on = setting.isPending ? setting.variables.on : (division?.households_as_groups ?? true);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component={RouterLink} variant="outlined" to={`${paths.dashboard.importRegistrations}?season=${seasonId ?? ''}&division=${divisionId}`}>
          Import Registrations
        </Button>
        <FormControlLabel
          control={<Switch checked={on} disabled={!division || setting.isPending} onChange={(e) => setting.mutate({ divisionId, on: e.target.checked })} />}
          label="Keep brothers and sisters on one team when balancing"
        />
      </Stack>
      {setting.isError && <Alert severity="error">{apiErrorMessage(setting.error) ?? 'The setting could not be saved. Please try again.'}</Alert>}
    </Stack>
  );
}
