import { Stack, Typography } from '@mui/material';

/** One label and its value in a definition list (`<Stack component="dl">`), value on the right. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}
