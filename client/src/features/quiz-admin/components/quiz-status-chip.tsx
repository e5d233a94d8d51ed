import { Chip } from '@mui/material';
import type { QuizStatus } from '@/features/quiz-admin/api/types';

export const quizStatusLabels: Record<QuizStatus, string> = { draft: 'Draft', active: 'Active', archived: 'Archived' };
const colors = { draft: 'warning', active: 'success', archived: 'default' } as const;

export function QuizStatusChip({ status }: { status: QuizStatus }) {
  return <Chip size="small" label={quizStatusLabels[status] ?? status} color={colors[status] ?? 'default'} />;
}
