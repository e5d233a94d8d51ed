import { Button, Stack } from '@mui/material';
import ShuffleIcon from '@mui/icons-material/Shuffle';
import SaveIcon from '@mui/icons-material/Save';
import GroupsIcon from '@mui/icons-material/Groups';
import type { useBalanceActions } from './use-balance-actions';

export function BalanceActions({ actions }: { actions: ReturnType<typeof useBalanceActions> }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button variant="contained" size="large" startIcon={<GroupsIcon />} onClick={actions.generate} disabled={actions.busy}>
        {actions.balancing ? 'Creating Teams...' : 'Create Balanced Teams'}
      </Button>
      <Button variant="outlined" startIcon={<ShuffleIcon />} onClick={actions.reshuffle} disabled={!actions.canReshuffle || actions.busy}>
        Reshuffle
      </Button>
      <Button variant="outlined" color="secondary" startIcon={<SaveIcon />} onClick={actions.saveTeams} disabled={!actions.result || actions.busy}>
        {actions.saving ? 'Saving...' : 'Save Teams'}
      </Button>
    </Stack>
  );
}
