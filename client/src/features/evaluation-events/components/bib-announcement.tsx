import { Box, Paper, Typography } from '@mui/material';
import type { DeskCheckIn } from '@/features/evaluation-events/api/check-in-desk';

/** The bib just given, large enough to read across the table; announced to screen readers. */
export function BibAnnouncement({ checkIn }: { checkIn: DeskCheckIn | null }) {
  return (
    <Paper sx={{ p: 2, textAlign: 'center' }} role="status" aria-live="polite" aria-atomic="true">
      {checkIn ? (
        <>
          <Typography color="text.secondary">{checkIn.already ? `${checkIn.name} already has` : `${checkIn.name} is checked in with`}</Typography>
          <Box component="p" sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 700, lineHeight: 1.1, m: 0 }} data-testid="given-bib">
            <Box component="span" sx={{ fontSize: '0.3em', fontWeight: 400, mr: 1 }}>
              Bib
            </Box>
            {checkIn.bib}
          </Box>
        </>
      ) : (
        <Typography color="text.secondary">Find a child and check them in: their bib number shows here.</Typography>
      )}
    </Paper>
  );
}
