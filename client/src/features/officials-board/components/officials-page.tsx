import { useState, type ReactNode } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { PageHeader } from '@/components/ui/page-header';
import { useSeasons } from '@/api/seasons/list-seasons';
import { DivisionNeeds } from './division-needs';
import { PaySection } from './pay-section';
import { SeasonAssignments } from './season-assignments';
import { SelfAssignSwitch } from './self-assign-switch';

/**
 * The assignor's screen (issue 41): what each division's games need, who officiates each game, and
 * what each referee is paid. The league admin's dashboard and the referee admin's portal both open
 * it; a portal may give its own header.
 */
export function OfficialsPage({ header = <PageHeader title="Officials" /> }: { header?: ReactNode }) {
  const { seasons } = useSeasons();
  const [seasonId, setSeasonId] = useState<number | null>(null);

  return (
    <Stack spacing={3}>
      {header}
      <Typography color="text.secondary">
        Say what each division&apos;s games need, preview who would officiate each game, choose who takes any place yourself, then publish to email the referees. Below, what each referee is paid.
      </Typography>
      <TextField
        select
        label="Season"
        value={seasonId ?? ''}
        onChange={(e) => setSeasonId(e.target.value ? Number(e.target.value) : null)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      >
        <option value="">Choose a season</option>
        {seasons.map((s) => (
          <option key={s.id} value={s.id}>{s.name}</option>
        ))}
      </TextField>
      {seasonId !== null && (
        <>
          <DivisionNeeds seasonId={seasonId} />
          <SeasonAssignments key={seasonId} seasonId={seasonId} />
          <SelfAssignSwitch key={`self-assign-${seasonId}`} seasonId={seasonId} />
          <PaySection key={`pay-${seasonId}`} seasonId={seasonId} />
        </>
      )}
    </Stack>
  );
}
