import { Box, Typography } from '@mui/material';
import type { EvaluationDeskPlayerDto } from '@league/contract';

/** One cut-out label per checked-in child: the bib large enough to read across a court. */
export function BibLabels({ players, eventName }: { players: (EvaluationDeskPlayerDto & { bib: number })[]; eventName: string }) {
  if (players.length === 0) return <Typography color="text.secondary">No child is checked in yet: labels are printed for checked-in children.</Typography>;
  return (
    <Box
      className="bib-labels"
      component="ul"
      aria-label="Bib labels"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
    >
      {players.map((p) => (
        <Box
          component="li"
          key={p.player_id}
          className="bib-label"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
        >
          <Typography component="p" sx={{ fontSize: '4rem', fontWeight: 700, lineHeight: 1 }} aria-label={`Bib ${p.bib}`}>
            {p.bib}
          </Typography>
          <Typography component="p" variant="h6">
            {p.name}
          </Typography>
          <Typography component="p" variant="body2">
            {eventName}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
