import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** A titled part of a page (an h2), named for screen readers by its title. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby={id} className={className}>
      <Stack spacing={2}>
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
