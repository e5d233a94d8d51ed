import { Box, Chip, Stack, Typography } from '@mui/material';
import type { BalanceSummaryDto as Summary } from '@/features/balancing/api/types';
import { formatNumber } from '@/lib/format';

export function BalanceSummary({ summary }: { summary: Summary }) {
  const items = [
    // A sum grows with a team's size: the explanation above compares averages per player.
    // No skill selected (decision 0051): every total is 0, so there is no gap to show.
    ...(summary.skills_used === false ? [] : [{ label: 'Gap between team totals (sums of overall skill)', value: formatNumber(summary.composite_spread) }]),
    ...(summary.region?.column_used
      ? [{ label: `Region penalty (${summary.region.mode}, weight ${summary.region.weight_used})`, value: formatNumber(summary.region.total_penalty, 0) }]
      : []),
    ...(summary.availability?.column_used
      ? [{ label: `Availability penalty (weight ${summary.availability.weight_used})`, value: formatNumber(summary.availability.total_penalty, 0) }]
      : []),
    ...(summary.height?.column_used
      ? [{ label: `Height spread (weight ${summary.height.weight_used})`, value: `${formatNumber(summary.height.spread_cm, 1)} cm` }]
      : []),
  ];
  return (
    <Box component="section" aria-labelledby="balance-summary-title">
      <Typography id="balance-summary-title" variant="h6" component="h3" gutterBottom>
        Summary
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {items.map((item) => (
          <Chip key={item.label} variant="outlined" label={`${item.label}: ${item.value}`} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <span>Shuffle number: {summary.seed_used}</span>. Balancing the same file with the same options and this number gives these same teams again; Reshuffle tries another.
      </Typography>
    </Box>
  );
}
