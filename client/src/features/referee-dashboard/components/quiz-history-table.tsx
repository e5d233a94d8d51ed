import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Link as RouterLink } from 'react-router-dom';
import RefreshIcon from '@mui/icons-material/Refresh';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { paths } from '@/config/paths';
import { formatScore } from '@/lib/format-score';
import type { AttemptDto } from '@/api/quizzes/quiz-list-types';
import { AttemptBadge } from './attempt-badge';

interface QuizHistoryTableProps {
  attempts: AttemptDto[] | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function QuizHistoryTable({ attempts, refreshing, onRefresh }: QuizHistoryTableProps) {
  return (
    <Paper component="section" aria-labelledby="quiz-history-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="quiz-history-heading" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Quiz History
        </Typography>
        <Button component={RouterLink} to={paths.referee.transcript} startIcon={<ListAltIcon />}>
          My Transcript
        </Button>
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={refreshing}>
          Refresh
        </Button>
      </Box>
      {attempts?.length === 0 ? (
        <Typography color="text.secondary">You have not taken any quizzes yet.</Typography>
      ) : (
        <ScrollTable label="Quiz History">
          <Table size="small" aria-labelledby="quiz-history-heading">
            <TableHead>
              <TableRow>
                <TableCell>Quiz</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Score</TableCell>
                <TableCell>Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attempts?.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.quiz_title}</TableCell>
                  <TableCell>
                    <AttemptBadge status={a.status} passed={a.passed} />
                  </TableCell>
                  <TableCell>{a.status === 'completed' ? formatScore(a.score) : '—'}</TableCell>
                  <TableCell>{formatDate(a.started_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
