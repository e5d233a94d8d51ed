import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@mui/material';
import { paths } from '@/config/paths';
import type { PlayerDto } from '@league/contract';
import { formatHeight, formatRegion, readAdditionalData, readExtraColumns, readHeightCm, readPracticeDays, readRuleValues } from '@/features/players/player-details';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function PlayerDetailsPanel({ player }: { player: PlayerDto }) {
  const data = readAdditionalData(player.additional_data);
  const days = readPracticeDays(data);
  return (
    <Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}>
        <Detail label="Email" value={player.email || 'Not provided'} />
        <Detail label="Date of Birth" value={player.date_of_birth || 'Not provided'} />
        <Detail label="Team" value={player.team_name || 'Unassigned'} />
        <Detail label="Height" value={formatHeight(readHeightCm(player))} />
        <Detail label="Region" value={formatRegion(data)} />
        <Detail label="Practice Days" value={days.available.join(', ') || 'None'} />
        <Detail label="Unavailable Days" value={days.unavailable.join(', ') || 'None'} />
        {[...readRuleValues(player), ...readExtraColumns(data)].map((d) => (
          <Detail key={d.label} label={d.label} value={d.value} />
        ))}
      </Box>
      {player.people?.participant_id && (
        // Outside the <dl>: a definition list holds only term and definition groups.
        <Link component={RouterLink} to={paths.dashboard.participant(player.people.participant_id)} sx={{ display: 'inline-block', mt: 2 }}>
          Seasons, family and ratings history
        </Link>
      )}
    </Box>
  );
}
