import { useState } from 'react';
import { Alert, Box, CircularProgress, Stack, TablePagination, Typography } from '@mui/material';
import { useBankQuestions, type BankFilters as Filters } from '@/api/question-bank/list-bank-questions';
import type { BankQuestionDto } from '@/api/question-bank/bank-types';
import { ExportButtons } from '@/components/question-bank/export-buttons';
import { categoryLabel } from '@/components/question-bank/bank-labels';
import { AddSelectedBar } from './add-selected-bar';
import { AddToQuizDialog } from './add-to-quiz-dialog';
import { BankFilters } from './bank-filters';
import { BankQuestionTable } from './bank-question-table';
import { EditBankQuestionDialog } from './edit-bank-question-dialog';
import { RegradeDialog } from './regrade-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useBankSelection } from '@/features/question-bank/lib/use-bank-selection';

const initialFilters: Filters = { page: 1, page_size: 20 };

/** The whole bank: search, filters, pages; edit a question or put approved ones (one, or all ticked) in a quiz. */
export function BankBrowser() {
  const [filters, setFilters] = useState(initialFilters);
  // Text filters are typed: the server is asked once the typing settles, not on every key.
  const settled = useDebouncedValue(filters, 300);
  const { questions, count, isPending, isError } = useBankQuestions(settled);
  const [editing, setEditing] = useState<BankQuestionDto | null>(null);
  const selection = useBankSelection();
  const [adding, setAdding] = useState<BankQuestionDto[] | null>(null);
  const [regrading, setRegrading] = useState<BankQuestionDto | null>(null);
  const pageSize = filters.page_size ?? 20;

  return (
    <Stack spacing={2}>
      <BankFilters value={filters} onChange={setFilters} />
      {filters.category && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">Export the category “{categoryLabel(filters.category)}”:</Typography>
          <ExportButtons source={{ category: filters.category }} subject={`category ${categoryLabel(filters.category)}`} />
        </Stack>
      )}
      {isError && <Alert severity="error">Failed to load the question bank. Please refresh the page and try again.</Alert>}
      {isPending && <Box role="status" aria-label="Loading questions" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}><CircularProgress /></Box>}
      {!isPending && !isError && questions.length === 0 && <Typography color="text.secondary">No questions match these filters.</Typography>}
      {(questions.length > 0 || selection.selected.length > 0) && (
        <AddSelectedBar count={selection.selected.length} onAdd={() => setAdding(selection.selected)} onClear={selection.clear} />
      )}
      {questions.length > 0 && (
        <>
          <BankQuestionTable
            questions={questions}
            isSelected={selection.isSelected}
            onToggle={selection.toggle}
            onTogglePage={() => selection.togglePage(questions)}
            onEdit={setEditing}
            onAddToQuiz={(q) => setAdding([q])}
            onRegrade={setRegrading}
          />
          <TablePagination
            component="div"
            count={count}
            page={(filters.page ?? 1) - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={(_e, page) => setFilters({ ...filters, page: page + 1 })}
            onRowsPerPageChange={(e) => setFilters({ ...filters, page: 1, page_size: Number(e.target.value) })}
            labelRowsPerPage="Questions per page"
          />
        </>
      )}
      <EditBankQuestionDialog question={editing} onClose={() => setEditing(null)} />
      <RegradeDialog question={regrading} onClose={() => setRegrading(null)} />
      {/* Mounted only when asked for, so the quiz list is fetched when it is needed. */}
      {adding && <AddToQuizDialog questions={adding} onClose={() => setAdding(null)} onAdded={selection.drop} />}
    </Stack>
  );
}
