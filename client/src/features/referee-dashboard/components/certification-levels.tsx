import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { LevelStatusDto } from '@league/contract';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { pluralize } from '@/lib/format';
import { useCertificationStatus, useDownloadCertificate } from '@/features/referee-dashboard/use-certification-status';

function standing(level: LevelStatusDto): { text: string; color: 'success' | 'warning' | 'error' | 'default' } {
  if (level.state === 'revoked') return { text: 'Certificate withdrawn by the league', color: 'error' };
  if (level.state === 'expired') return { text: 'Expired', color: 'error' };
  if (level.state === 'certified' && level.expires_in_days !== null && level.expires_in_days <= 30) {
    const days = level.expires_in_days === 0 ? 'today' : `in ${pluralize(level.expires_in_days, 'day')}`;
    return { text: `Expires ${days}`, color: 'warning' };
  }
  if (level.state === 'certified') return { text: `Certified until ${formatCalendarDay(level.certified_until!)}`, color: 'success' };
  return { text: 'Not certified yet', color: 'default' };
}

/** Per level: what is done (green) and what is missing, and the certificate's standing. */
export function CertificationLevels() {
  const status = useCertificationStatus();
  const download = useDownloadCertificate();
  const levels = status.data?.results ?? [];
  if (status.isError || (status.isSuccess && levels.length === 0)) return null;

  return (
    <Paper component="section" aria-labelledby="certification-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="certification-heading" variant="h5" component="h2" gutterBottom>
        Certification
      </Typography>
      {download.isError && <Alert severity="error">{apiErrorMessage(download.error)}</Alert>}
      <Stack spacing={2}>
        {levels.map((level) => {
          const { text, color } = standing(level);
          return (
            <Box key={level.level_id} component="article" aria-label={level.level}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
                  {level.level}
                </Typography>
                <Chip label={text} color={color} />
                {level.certificate_code && level.state !== 'revoked' && (
                  <Button size="small" onClick={() => download.mutate(level.certificate_code!)} disabled={download.isPending}>
                    Download certificate
                  </Button>
                )}
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {level.requirements.map((req) => (
                  <Box component="li" key={`${req.kind}-${req.label}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: req.met ? 'success.main' : 'text.secondary' }}>
                    {req.met ? <CheckCircleIcon fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}
                    <span>
                      {req.label}: {req.met ? 'done' : 'missing'}
                    </span>
                  </Box>
                ))}
              </Box>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
