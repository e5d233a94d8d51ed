import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { QuizStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { quizLabel } from '@/features/quiz-admin/lib/quiz-label';

/** Pass rate per quiz; the table below carries the same numbers in text. */
export function PassRateChart({ statistics }: { statistics: QuizStatistic[] }) {
  return (
    // Not aria-hidden: the chart's own bars are keyboard focusable, and hidden focusable content traps screen reader users.
    <Box component="figure" aria-label="Pass rate per quiz" sx={{ width: '100%', mb: 2, mx: 0 }}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: statistics.map((s) => quizLabel(s.quiz)) }]}
        yAxis={[{ min: 0, max: 100, label: 'Pass rate (%)' }]}
        // A quiz nobody took has no bar rather than a 0% one.
        series={[{
          data: statistics.map((s) => (s.total_attempts > 0 ? Math.round(s.pass_rate) : null)),
          label: 'Pass rate (%)',
          valueFormatter: (v) => (v === null ? 'No attempts yet' : `${v}%`),
        }]}
      />
    </Box>
  );
}
