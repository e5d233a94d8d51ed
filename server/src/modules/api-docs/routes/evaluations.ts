import {
  checkInInputSchema, commentApprovalInputSchema, createAccessCodeInputSchema, createEvaluationInputSchema, deskPlayersQuerySchema, evaluationDivisionQuerySchema,
  evaluationResultsQuerySchema, finaliseEvaluationInputSchema, joinEvaluationInputSchema, submitScoresInputSchema, updateEvaluationInputSchema, walkUpInputSchema,
} from '@league/contract';
import type { AreaDocs } from '../route-doc.js';

export const evaluationsDocs: AreaDocs = {
  area: 'Evaluation days',
  description: "Evaluation days: the check-in desk, evaluators' access codes and scores from their phones, results, family reports and finalising ratings.",
  routes: [
    { method: 'get', path: '/api/evaluations/', summary: 'Lists evaluation days, of one division if asked.', caller: 'leagueAdmin', query: evaluationDivisionQuerySchema, answer: 'list' },
    { method: 'post', path: '/api/evaluations/', summary: 'Creates an evaluation day.', caller: 'leagueAdmin', body: createEvaluationInputSchema, status: 201 },
    { method: 'get', path: '/api/evaluations/{id}/', summary: 'One evaluation day.', caller: 'leagueAdmin', query: evaluationDivisionQuerySchema },
    { method: 'patch', path: '/api/evaluations/{id}/', summary: 'Changes an evaluation day.', caller: 'leagueAdmin', body: updateEvaluationInputSchema },
    { method: 'get', path: '/api/evaluations/{id}/players/', summary: 'The check-in desk: players to find and check in.', caller: 'leagueAdmin', query: deskPlayersQuerySchema, answer: 'list' },
    {
      method: 'post', path: '/api/evaluations/{id}/check_in/', summary: 'Checks a player in (answered 200 when already checked in).', caller: 'leagueAdmin', body: checkInInputSchema, status: 201,
      alsoStatus: { status: 200, description: 'The player was already checked in.' },
    },
    { method: 'delete', path: '/api/evaluations/{id}/check_in/{playerId}/', summary: 'Undoes a check-in.', caller: 'leagueAdmin', status: 204, answer: 'none' },
    { method: 'post', path: '/api/evaluations/{id}/walk_ups/', summary: 'Checks in a player who was not registered.', caller: 'leagueAdmin', body: walkUpInputSchema, status: 201 },
    { method: 'get', path: '/api/evaluations/{id}/access_codes/', summary: "The evaluators' access codes.", caller: 'leagueAdmin', answer: 'list' },
    { method: 'post', path: '/api/evaluations/{id}/access_codes/', summary: 'Makes an access code for an evaluator.', caller: 'leagueAdmin', body: createAccessCodeInputSchema, status: 201 },
    { method: 'post', path: '/api/evaluations/{id}/access_codes/{codeId}/revoke/', summary: 'Closes an access code.', caller: 'leagueAdmin' },
    { method: 'get', path: '/api/evaluations/{id}/results/', summary: "The day's scores, player by player.", caller: 'leagueAdmin', query: evaluationResultsQuerySchema },
    { method: 'get', path: '/api/evaluations/{id}/coverage/', summary: 'Which players still lack scores on which skills.', caller: 'leagueAdmin', query: evaluationDivisionQuerySchema },
    { method: 'get', path: '/api/evaluations/{id}/family_reports/', summary: 'The reports for families, with the comments waiting for approval.', caller: 'leagueAdmin', query: evaluationDivisionQuerySchema },
    { method: 'post', path: '/api/evaluations/{id}/family_reports/comments/', summary: "Approves or rejects an evaluator's comment for a family report.", caller: 'leagueAdmin', body: commentApprovalInputSchema },
    { method: 'post', path: '/api/evaluations/{id}/finalise/', summary: "Turns the day's scores into the players' ratings.", caller: 'leagueAdmin', body: finaliseEvaluationInputSchema },
    { method: 'post', path: '/api/evaluate/session/', summary: 'An evaluator joins with an access code and gets a token for the day.', caller: 'anyone', body: joinEvaluationInputSchema, status: 201 },
    { method: 'get', path: '/api/evaluate/event/', summary: "The evaluator's day: players and skills to score.", caller: 'evaluator' },
    { method: 'post', path: '/api/evaluate/scores/', summary: "Saves an evaluator's scores.", caller: 'evaluator', body: submitScoresInputSchema },
  ],
};
