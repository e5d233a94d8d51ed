import { maxApproveAtOnce, maxBankPageSize } from '@league/contract';
import { listResults } from '@/lib/list-response';
import { listBankQuestions } from '@/api/question-bank/list-bank-questions';

/** The ids of the questions waiting for review, for "Select all waiting": at most what one approval takes. */
export async function listDraftIds(count: number): Promise<number[]> {
  const pages = Math.ceil(Math.min(count, maxApproveAtOnce) / maxBankPageSize);
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, i) => listBankQuestions({ status: 'draft', page: i + 1, page_size: maxBankPageSize })),
  );
  return answers.flatMap((answer) => listResults(answer).map((q) => q.id)).slice(0, maxApproveAtOnce);
}
