import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

interface TeamBarChartProps {
  title: string;
  /** One bar per team, in display order. */
  bars: { team: string; value: number }[];
  valueLabel: string;
  color?: string;
}

/** A bar per team (composite totals, average heights): the figure gets a text name for screen readers. */
export function TeamBarChart({ title, bars, valueLabel, color }: TeamBarChartProps) {
  if (bars.length === 0) return null;
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: bars.map((b) => b.team) }]}
        series={[{ data: bars.map((b) => b.value), label: valueLabel, color }]}
        hideLegend
      />
    </Box>
  );
}
