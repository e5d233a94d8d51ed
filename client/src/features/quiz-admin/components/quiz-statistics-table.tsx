import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { QuizStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { formatRate } from '@/features/quiz-admin/lib/quiz-statistics';
import { describeQuizWhen } from '@/features/quiz-admin/lib/quiz-label';

export function QuizStatisticsTable({ statistics }: { statistics: QuizStatistic[] }) {
  return (
    <ScrollTable label="Per-quiz statistics">
      <Table size="small" aria-label="Per-quiz statistics">
        <TableHead>
          <TableRow>
            <TableCell>Quiz</TableCell>
            {/* Two quizzes of one title (a re-run, a copy) differ here. */}
            <TableCell>Status and Dates</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell align="right">Passed</TableCell>
            <TableCell align="right">Pass Rate</TableCell>
            <TableCell align="right">Average Score</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statistics.map((s) => (
            <TableRow key={s.quiz.id}>
              <TableCell>{s.quiz.title}</TableCell>
              <TableCell>{describeQuizWhen(s.quiz) || '—'}</TableCell>
              <TableCell align="right">{s.total_attempts}</TableCell>
              <TableCell align="right">{s.passed_attempts}</TableCell>
              <TableCell align="right">{formatRate(s.pass_rate, s.total_attempts)}</TableCell>
              <TableCell align="right">{formatRate(s.average_score, s.total_attempts)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
