import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { QuizStatistic } from '../api/get-quiz-results';

/** Pass rate per quiz; the table below carries the same numbers for screen readers. */
export function PassRateChart({ statistics }: { statistics: QuizStatistic[] }) {
  return (
    <Box aria-hidden sx={{ width: '100%', mb: 2 }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: statistics.map((s) => s.quiz.title) }]}
        yAxis={[{ min: 0, max: 100, label: 'Pass rate (%)' }]}
        series={[{ data: statistics.map((s) => Math.round(s.pass_rate)), label: 'Pass rate (%)', valueFormatter: (v) => `${v ?? 0}%` }]}
      />
    </Box>
  );
}
