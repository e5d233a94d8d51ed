import { Paper, Typography } from '@mui/material';

/** Shown for a dashboard page whose screen has not been built yet. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is not available yet.</Typography>
    </Paper>
  );
}
