import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { TranscriptAttemptDto } from '@league/contract';
import { formatScore } from '@/lib/format-score';
import { noValue } from '@/lib/format';

const formatWhen = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }) : noValue;

function resultLabel(a: TranscriptAttemptDto) {
  if (a.status === 'in_progress') return <Chip size="small" label="In progress" />;
  return <Chip size="small" label={a.passed ? 'Passed' : 'Not passed'} color={a.passed ? 'success' : 'default'} />;
}

const countedWords = { best: 'Yes, the best score counts', last: 'Yes, the latest score counts' } as const;

export function TranscriptAttemptsTable({ attempts }: { attempts: TranscriptAttemptDto[] }) {
  if (attempts.length === 0) return <Typography color="text.secondary">No quiz attempts yet.</Typography>;
  return (
    <ScrollTable label="Every attempt">
      <Table size="small" aria-label="Every attempt">
        <TableHead>
          <TableRow>
            <TableCell>Quiz</TableCell>
            <TableCell>Started</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell>Result</TableCell>
            <TableCell>Counts for the quiz</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attempts.map((a) => (
            <TableRow key={a.attempt_id}>
              <TableCell>{a.quiz_title}</TableCell>
              <TableCell>{formatWhen(a.started_at)}</TableCell>
              <TableCell>{formatWhen(a.submitted_at)}</TableCell>
              <TableCell align="right">
                {formatScore(a.score)}
                {a.total_questions ? ` (${a.correct_answers ?? 0} of ${a.total_questions} right)` : ''}
              </TableCell>
              <TableCell>{resultLabel(a)}</TableCell>
              <TableCell>{a.counted ? countedWords[a.score_policy] : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
