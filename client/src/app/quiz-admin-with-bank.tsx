import { QuizAdminPage } from '@/features/quiz-admin/components/quiz-admin-page';
import { QuestionBankTab } from '@/features/question-bank/components/question-bank-tab';

// Features never import each other, so the app puts the question bank's tab into the quiz admin page.
const extraTabs = [{ key: 'bank', label: 'Question Bank', element: <QuestionBankTab /> }];

export function QuizAdminWithBank() {
  return <QuizAdminPage extraTabs={extraTabs} />;
}
