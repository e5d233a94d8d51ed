import {
  addQuestionsFromBankInputSchema, approveBankQuestionsInputSchema, createBankQuestionInputSchema, createFlagInputSchema, exportBankQuerySchema, exportQuizQuerySchema,
  generateQuestionsInputSchema, importQuestionsInputSchema, listBankQuestionsQuerySchema, listFlagsQuerySchema, mediaSettingsInputSchema, regradeInputSchema,
  updateBankQuestionInputSchema, updateFlagInputSchema, uploadMediaInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const questionBankDocs: AreaDocs = {
  area: 'Question bank',
  description: "The league's bank of questions: writing, importing, exporting, drafting with AI, pictures and videos, and referees' flags on questions.",
  routes: [
    { method: 'get', path: '/api/quizzes/bank/', summary: 'Lists bank questions, filtered and paged.', caller: 'quizManager', query: listBankQuestionsQuerySchema, answer: 'list' },
    { method: 'get', path: '/api/quizzes/bank/categories/', summary: 'The categories of the bank.', caller: 'quizManager' },
    { method: 'post', path: '/api/quizzes/bank/', summary: 'Adds a question to the bank.', caller: 'quizManager', body: createBankQuestionInputSchema, status: 201 },
    { method: 'post', path: '/api/quizzes/bank/approve/', summary: 'Approves several draft questions at once.', caller: 'quizManager', body: approveBankQuestionsInputSchema },
    { method: 'get', path: '/api/quizzes/bank/{id}/', summary: 'One bank question.', caller: 'quizManager' },
    { method: 'patch', path: '/api/quizzes/bank/{id}/', summary: 'Changes a bank question.', caller: 'quizManager', body: updateBankQuestionInputSchema },
    { method: 'delete', path: '/api/quizzes/bank/{id}/', summary: 'Removes a bank question.', caller: 'quizManager', status: 204, answer: 'none' },
    { method: 'post', path: '/api/quizzes/bank/{id}/approve/', summary: 'Approves a draft question.', caller: 'quizManager' },
    { method: 'post', path: '/api/quizzes/{id}/questions/from_bank/', summary: 'Adds bank questions to a quiz.', caller: 'quizManager', body: addQuestionsFromBankInputSchema, status: 201 },
    { method: 'post', path: '/api/quizzes/import/', summary: 'Imports a question file (GIFT or Moodle XML) into the bank.', caller: 'quizManager', body: importQuestionsInputSchema, upload: 'question file', status: 201 },
    { method: 'get', path: '/api/quizzes/bank/export/', summary: 'Downloads the bank as a question file.', caller: 'quizManager', query: exportBankQuerySchema, answer: 'file' },
    { method: 'get', path: '/api/quizzes/{id}/export/', summary: 'Downloads a quiz as a question file.', caller: 'quizManager', query: exportQuizQuerySchema, answer: 'file' },
    { method: 'get', path: '/api/quizzes/ai/topics/', summary: 'The rule topics AI drafting can write about.', caller: 'quizManager' },
    { method: 'post', path: '/api/quizzes/ai/generate/', summary: 'Drafts questions with AI into the bank, for a manager to review.', caller: 'quizManager', body: generateQuestionsInputSchema },
    { method: 'post', path: '/api/quizzes/attempts/{id}/flags/', summary: 'Flags a question of my attempt as wrong or unclear.', caller: 'signedIn', body: createFlagInputSchema, status: 201 },
    { method: 'get', path: '/api/quizzes/flags/', summary: "Lists referees' flags on questions.", caller: 'quizManager', query: listFlagsQuerySchema, answer: 'list' },
    { method: 'patch', path: '/api/quizzes/flags/{id}/', summary: 'Marks a flag open, resolved or dismissed.', caller: 'quizManager', body: updateFlagInputSchema },
    { method: 'post', path: '/api/quizzes/bank/{id}/regrade/', summary: "Corrects a question's answer and regrades the attempts that had it.", caller: 'quizManager', body: regradeInputSchema },
    { method: 'post', path: '/api/quizzes/questions/{id}/media/', summary: 'Adds a picture, sound or video to a question.', caller: 'quizManager', body: uploadMediaInputSchema, upload: 'media file', status: 201 },
    { method: 'delete', path: '/api/quizzes/media/{id}/', summary: 'Removes a picture, sound or video.', caller: 'quizManager', status: 204, answer: 'none' },
    { method: 'get', path: '/api/quizzes/media/{id}/', summary: 'The file behind a signed media link (the link\'s e and t parameters are the permission).', caller: 'linkHolder', answer: 'file' },
    { method: 'get', path: '/api/quizzes/media_settings/', summary: "The league's size limit for media files.", caller: 'quizManager' },
    { method: 'put', path: '/api/quizzes/media_settings/', summary: "Sets the league's size limit for media files.", caller: 'quizManager', body: mediaSettingsInputSchema },
  ],
};
