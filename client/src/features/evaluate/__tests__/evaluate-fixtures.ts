import type { EvaluatorEventDto, JoinEvaluationDto, SubmitScoresDto, SubmitScoresInput } from '@league/contract';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw-server';

export const evaluatorEvent: EvaluatorEventDto = {
  id: 7,
  name: 'U10 evaluation day',
  scale: { min: 1, max: 5, step: 1 },
  skills: [
    { id: 11, name: 'Shooting', instruction: 'Five shots from the free-throw line.', division_id: 3 },
    { id: 12, name: 'Dribbling', instruction: '', division_id: 3 },
  ],
  players: [
    { bib: 1, name: 'Ava Chen', skill_ids: [11, 12] },
    { bib: 2, name: 'Ben Ode', skill_ids: [11, 12] },
    { bib: 3, name: 'Cleo Park', skill_ids: [11, 12] },
  ],
  my_scores: [],
};

export const joinAnswer: JoinEvaluationDto = { token: 'e'.repeat(40), evaluator: { id: 5, name: 'Pat' }, event: evaluatorEvent };

/** Handlers for a working server; `received` collects every score it was sent. */
export function evaluateHandlers(received: SubmitScoresInput['scores'] = []) {
  return [
    http.post(apiUrl('/evaluate/session/'), () => HttpResponse.json(joinAnswer, { status: 201 })),
    http.get(apiUrl('/evaluate/event/'), () => HttpResponse.json(evaluatorEvent)),
    http.post(apiUrl('/evaluate/scores/'), async ({ request }) => {
      const { scores } = (await request.json()) as SubmitScoresInput;
      received.push(...scores);
      const answer: SubmitScoresDto = { stored: scores.map((s) => s.id), already_stored: [], rejected: [] };
      return HttpResponse.json(answer);
    }),
  ];
}

/** The phone's connection as the page reads it (navigator.onLine and the online/offline events). */
export function setPhoneOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
