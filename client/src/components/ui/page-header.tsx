import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** A page's h1 with its actions beside it (below it on narrow screens). */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', mb: 2 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {actions && (
        // Wrapping: six buttons side by side made View Teams wider than a phone.
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
