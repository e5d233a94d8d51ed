import { useState } from 'react';
import { Alert, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { apiErrorMessage } from '@/lib/api-client';
import { useSaveSeasonOfficialsSettings, useSeasonOfficialsSettings } from '@/features/officials-board/api/season-officials-settings';

/** The assignor lets referees take open places of the season themselves (decision 0178). */
export function SelfAssignSwitch({ seasonId }: { seasonId: number }) {
  const settings = useSeasonOfficialsSettings(seasonId);
  const save = useSaveSeasonOfficialsSettings(seasonId);
  const [message, setMessage] = useState('');

  function onChange(selfAssign: boolean) {
    setMessage('');
    save.mutate({ self_assign: selfAssign }, {
      onSuccess: (saved) => setMessage(saved.self_assign
        ? 'Referees can now take open games of this season on "My games". You get an email each time one does.'
        : 'Referees can no longer take games themselves. The games they already took stay theirs.'),
    });
  }

  return (
    <Paper component="section" aria-labelledby="self-assign-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        <Typography id="self-assign-title" variant="h6" component="h2">Referees picking games</Typography>
        {settings.isError && <Alert severity="error">This setting could not be loaded. Please try again.</Alert>}
        <FormControlLabel
          control={<Switch checked={settings.data?.self_assign ?? false} disabled={!settings.data || save.isPending} onChange={(e) => onChange(e.target.checked)} />}
          label="Referees may pick open games themselves"
        />
        <Typography color="text.secondary">
          A referee sees only the open places they could take: certified for the game, available, not at another game, no child or team of theirs playing, and under their most games a day.
        </Typography>
        {save.isError && <Alert severity="error">{apiErrorMessage(save.error) ?? 'Saving did not work. Please try again.'}</Alert>}
        {message && <Alert severity="success" role="status">{message}</Alert>}
      </Stack>
    </Paper>
  );
}
