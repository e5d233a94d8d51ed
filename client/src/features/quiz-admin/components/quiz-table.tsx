import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import EditIcon from '@mui/icons-material/Edit';
import type { QuizStatus, QuizDto } from '@/features/quiz-admin/api/types';
import { QuizStatusChip } from './quiz-status-chip';
import { QuizStatusSelect } from './quiz-status-select';

interface QuizTableProps {
  quizzes: QuizDto[];
  pendingQuizId: number | null;
  onStatusChange: (quiz: QuizDto, status: QuizStatus) => void;
  onEdit: (quiz: QuizDto) => void;
}

const formatDay = (value: string | null) => (value ? new Date(value).toLocaleDateString() : null);
// A quiz without dates is open whenever it is active; say so rather than show empty dashes.
function formatSchedule(quiz: QuizDto): string {
  const start = formatDay(quiz.start_date);
  const end = formatDay(quiz.end_date);
  if (!start && !end) return 'No dates set';
  return `${start ?? 'Open'} – ${end ?? 'Open'}`;
}

export function QuizTable({ quizzes, pendingQuizId, onStatusChange, onEdit }: QuizTableProps) {
  return (
    <ScrollTable label="Quizzes">
      <Table size="small" aria-label="Quizzes">
        <TableHead>
          <TableRow>
            <TableCell>Quiz</TableCell>
            <TableCell align="right">Questions</TableCell>
            <TableCell align="right">Time Limit</TableCell>
            <TableCell align="right">Passing Score</TableCell>
            <TableCell>Schedule</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Change Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quizzes.map((quiz) => (
            <TableRow key={quiz.id} data-testid={`quiz-row-${quiz.id}`}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{quiz.title}</Typography>
                {quiz.description && <Typography variant="body2" color="text.secondary">{quiz.description}</Typography>}
                {quiz.ai_generated && <Typography variant="caption" color="secondary">AI generated</Typography>}
                {quiz.draw_rules && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Random draw from the bank
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{quiz.questions_count}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{quiz.time_limit_minutes} min</TableCell>
              <TableCell align="right">{quiz.passing_score}%</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatSchedule(quiz)}</TableCell>
              <TableCell>
                <QuizStatusChip status={quiz.status} />
              </TableCell>
              <TableCell>
                <QuizStatusSelect
                  quizId={quiz.id}
                  value={quiz.status}
                  disabled={pendingQuizId === quiz.id}
                  onChange={(status) => onStatusChange(quiz, status)}
                />
              </TableCell>
              <TableCell>
                <Button size="small" sx={{ whiteSpace: 'nowrap' }} startIcon={<EditIcon />} onClick={() => onEdit(quiz)} aria-label={`Edit quiz ${quiz.title}`}>
                  Edit Quiz
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
