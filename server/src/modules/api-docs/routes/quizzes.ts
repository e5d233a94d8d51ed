import {
  articleStatisticsQuerySchema, createQuizInputSchema, grantAttemptInputSchema, questionInputSchema, saveAttemptAnswersInputSchema, setQuizStatusInputSchema,
  submitAttemptInputSchema, updateQuestionInputSchema, updateQuizInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const quizzesDocs: AreaDocs = {
  area: 'Quizzes',
  description: 'Rule quizzes: managing them, taking them, and the results.',
  routes: [
    { method: 'get', path: '/api/quizzes/', summary: 'The quizzes I may see: all for managers, the open ones for referees.', caller: 'signedIn', answer: 'list' },
    { method: 'post', path: '/api/quizzes/create/', summary: 'Creates a quiz.', caller: 'quizManager', body: createQuizInputSchema, status: 201 },
    { method: 'get', path: '/api/quizzes/{id}/', summary: 'One quiz with its questions.', caller: 'signedIn' },
    { method: 'put', path: '/api/quizzes/{id}/update/', summary: 'Changes a quiz.', caller: 'quizManager', body: updateQuizInputSchema },
    { method: 'patch', path: '/api/quizzes/{id}/activate/', summary: 'Opens or closes a quiz.', caller: 'quizManager', body: setQuizStatusInputSchema },
    { method: 'post', path: '/api/quizzes/{id}/grants/', summary: 'Gives a referee one more attempt.', caller: 'quizManager', body: grantAttemptInputSchema, status: 201 },
    { method: 'post', path: '/api/quizzes/{id}/questions/add/', summary: 'Adds a question to a quiz.', caller: 'quizManager', body: questionInputSchema, status: 201 },
    { method: 'put', path: '/api/quizzes/questions/{id}/', summary: 'Changes a question of a quiz.', caller: 'quizManager', body: updateQuestionInputSchema },
    { method: 'delete', path: '/api/quizzes/questions/{id}/', summary: 'Removes a question from a quiz.', caller: 'quizManager', status: 204, answer: 'none' },
    {
      method: 'post', path: '/api/quizzes/{id}/start/', summary: 'Starts an attempt (or resumes the open one, answered 200).', caller: 'signedIn', status: 201,
      alsoStatus: { status: 200, description: 'The open attempt, resumed.' },
    },
    { method: 'get', path: '/api/quizzes/attempts/', summary: 'My attempts.', caller: 'signedIn', answer: 'list' },
    { method: 'get', path: '/api/quizzes/attempts/{id}/', summary: 'One of my attempts with its result.', caller: 'signedIn' },
    { method: 'put', path: '/api/quizzes/attempts/{id}/answers/', summary: 'Saves my answers so far (autosave).', caller: 'signedIn', body: saveAttemptAnswersInputSchema },
    { method: 'patch', path: '/api/quizzes/attempts/{id}/submit/', summary: 'Hands in an attempt and answers its score.', caller: 'signedIn', body: submitAttemptInputSchema },
    { method: 'get', path: '/api/quizzes/transcript/', summary: 'My quizzes and certificates.', caller: 'signedIn' },
    { method: 'get', path: '/api/quizzes/admin/results/', summary: 'Results of every quiz.', caller: 'quizManager' },
    { method: 'get', path: '/api/quizzes/statistics/articles/', summary: 'Which rule articles referees get wrong most.', caller: 'quizManager', query: articleStatisticsQuerySchema },
  ],
};
