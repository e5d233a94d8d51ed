import { Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { QuizStatistic } from '@/features/quiz-admin/api/get-quiz-results';
import { questionsOf } from '@/features/quiz-admin/lib/quiz-statistics';
import { quizLabel } from '@/features/quiz-admin/lib/quiz-label';
import { describeFlags, firstTriesNeeded, formatDiscrimination, formatFacility } from '@/features/quiz-admin/lib/question-quality';

/** Item analysis per question: how hard each one is and whether it tells stronger referees from weaker ones. */
export function QuestionQualitySection({ statistics }: { statistics: QuizStatistic[] }) {
  const quizzes = statistics.filter((s) => questionsOf(s).length > 0);
  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="question-quality-heading">
      <Typography id="question-quality-heading" variant="h5" component="h2" gutterBottom>
        Question Quality
      </Typography>
      <Typography color="text.secondary" component="div" sx={{ mb: 2 }}>
        Counted from each referee&apos;s first try at a quiz.
        <ul>
          <li><strong>First tries</strong>: how many referees answered the question on their first try.</li>
          <li><strong>Got it right</strong>: share of referees who got it right.</li>
          <li><strong>Separates stronger from weaker</strong>: how well it separates stronger from weaker referees, from -1 to 1; 0.20 or more is good.</li>
          <li><strong>Needs a look</strong>: shown once {firstTriesNeeded} referees have taken the quiz.</li>
        </ul>
      </Typography>
      {quizzes.length === 0 ? (
        <Typography color="text.secondary">No questions to judge yet.</Typography>
      ) : (
        <Stack spacing={3}>
          {quizzes.map((s) => (
            <ScrollTable key={s.quiz.id} label={`Question quality: ${quizLabel(s.quiz)}`}>
              <Table size="small" aria-label={`Question quality: ${quizLabel(s.quiz)}`}>
                <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{quizLabel(s.quiz)}</caption>
                <TableHead>
                  <TableRow>
                    <TableCell>Question</TableCell>
                    <TableCell align="right">First tries</TableCell>
                    <TableCell align="right">Got it right</TableCell>
                    <TableCell align="right">Separates stronger from weaker</TableCell>
                    <TableCell>Needs a look</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {questionsOf(s).map((q) => (
                    <TableRow key={q.question_id}>
                      <TableCell>{q.question_text}</TableCell>
                      <TableCell align="right">{q.attempts ?? 0}</TableCell>
                      <TableCell align="right">{formatFacility(q)}</TableCell>
                      <TableCell align="right">{formatDiscrimination(q)}</TableCell>
                      <TableCell>{describeFlags(q)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollTable>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
