import { Checkbox, TableCell } from '@mui/material';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { canAddToQuiz } from '@/features/question-bank/lib/added-to-quiz';

interface SelectPageCellProps {
  questions: BankQuestionDto[];
  isSelected: (id: number) => boolean;
  onTogglePage: () => void;
}

/** The header box: ticks or unticks every approved question on the page shown. */
export function SelectPageCell({ questions, isSelected, onTogglePage }: SelectPageCellProps) {
  const selectable = questions.filter(canAddToQuiz);
  const ticked = selectable.filter((q) => isSelected(q.id)).length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selectable.length > 0 && ticked === selectable.length}
        indeterminate={ticked > 0 && ticked < selectable.length}
        disabled={selectable.length === 0}
        onChange={onTogglePage}
        slotProps={{ input: { 'aria-label': 'Select every approved question on this page' } }}
      />
    </TableCell>
  );
}

interface SelectRowCellProps {
  question: BankQuestionDto;
  selected: boolean;
  onToggle: () => void;
}

/** A draft's box stays off and says why, so an admin is not left guessing. */
export function SelectRowCell({ question, selected, onToggle }: SelectRowCellProps) {
  const allowed = canAddToQuiz(question);
  const label = allowed
    ? `Select “${question.question_text}”`
    : `“${question.question_text}” is waiting for review: approve it in the Review Queue before adding it to a quiz`;
  return (
    <TableCell padding="checkbox">
      <Checkbox checked={allowed && selected} disabled={!allowed} onChange={onToggle} slotProps={{ input: { 'aria-label': label } }} />
    </TableCell>
  );
}
