import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { bankStatusLabels, categoryLabel, difficultyLabels, sourceLabels } from '@/components/question-bank/bank-labels';
import { pluralize } from '@/lib/pluralize';
import { canAddToQuiz } from '@/features/question-bank/lib/added-to-quiz';
import { SelectPageCell, SelectRowCell } from './select-cells';

interface BankQuestionTableProps {
  questions: BankQuestionDto[];
  isSelected: (id: number) => boolean;
  onToggle: (question: BankQuestionDto) => void;
  onTogglePage: () => void;
  onEdit: (question: BankQuestionDto) => void;
  onAddToQuiz: (question: BankQuestionDto) => void;
  onRegrade: (question: BankQuestionDto) => void;
}

/** Moodle's name and ID number, kept from an import or typed by the admin (decision 0083). */
const moodleLabel = (q: BankQuestionDto) => [q.name, q.idnumber && `ID number ${q.idnumber}`].filter(Boolean).join(' · ');

export function BankQuestionTable({ questions, isSelected, onToggle, onTogglePage, onEdit, onAddToQuiz, onRegrade }: BankQuestionTableProps) {
  return (
    <ScrollTable label="Bank questions">
      <Table size="small" aria-label="Bank questions">
        <TableHead>
          <TableRow>
            <SelectPageCell questions={questions} isSelected={isSelected} onTogglePage={onTogglePage} />
            <TableCell>Question</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Difficulty</TableCell>
            <TableCell>Edition</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>In quiz</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {questions.map((q) => (
            <TableRow key={q.id} data-testid={`bank-row-${q.id}`} selected={isSelected(q.id)}>
              <SelectRowCell question={q} selected={isSelected(q.id)} onToggle={() => onToggle(q)} />
              <TableCell>
                {(q.name || q.idnumber) && (
                  <Typography variant="caption" component="div" sx={{ fontWeight: 'bold' }}>
                    {moodleLabel(q)}
                  </Typography>
                )}
                <Typography>{q.question_text}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {sourceLabels[q.source]} · version {q.version}
                  {q.tags.length > 0 && ` · ${q.tags.map((t) => `#${t}`).join(' ')}`}
                </Typography>
                {q.flags_open > 0 && <Chip size="small" color="warning" variant="outlined" sx={{ ml: 1 }} label={`${pluralize(q.flags_open, 'open report')}`} />}
              </TableCell>
              <TableCell>{categoryLabel(q.category)}</TableCell>
              <TableCell>{difficultyLabels[q.difficulty]}</TableCell>
              <TableCell>{q.edition || '—'}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={q.status === 'approved' ? 'success' : 'warning'} label={bankStatusLabels[q.status]} />
              </TableCell>
              <TableCell>{q.quiz_title ?? '—'}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(q)} aria-label={`Edit “${q.question_text}”`}>
                    Edit
                  </Button>
                  {canAddToQuiz(q) && (
                    <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => onAddToQuiz(q)} aria-label={`Add “${q.question_text}” to a quiz`} sx={{ whiteSpace: 'nowrap' }}>
                      Add to quiz
                    </Button>
                  )}
                  {q.flags_open > 0 && (
                    <Button size="small" onClick={() => onRegrade(q)} aria-label={`Fix the answer and regrade “${q.question_text}”`} sx={{ whiteSpace: 'nowrap' }}>
                      Fix and regrade
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
