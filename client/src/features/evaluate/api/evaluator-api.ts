import axios from 'axios';
import type { EvaluatorEventDto, JoinEvaluationDto, JoinEvaluationInput, SubmitScoresDto, SubmitScoresInput } from '@league/contract';
import { env } from '@/config/env';
import { storageKeys } from '@/config/storage-keys';

// The evaluator's own token, never the admin's, and no 401 redirect to the admin login:
// an evaluator has no account, and their scores stay on the phone whatever the server says.
const evaluatorApi = axios.create({ baseURL: env.VITE_API_BASE_URL, headers: { 'Content-Type': 'application/json' } });
evaluatorApi.interceptors.request.use((config) => {
  const token = localStorage.getItem(storageKeys.evaluatorToken);
  if (token) config.headers.set('Authorization', `Token ${token}`);
  return config;
});

export async function joinEvaluation(input: JoinEvaluationInput): Promise<JoinEvaluationDto> {
  const answer = (await evaluatorApi.post<JoinEvaluationDto>('/evaluate/session/', input)).data;
  localStorage.setItem(storageKeys.evaluatorToken, answer.token);
  return answer;
}

export async function getEvaluatorEvent(): Promise<EvaluatorEventDto> {
  return (await evaluatorApi.get<EvaluatorEventDto>('/evaluate/event/')).data;
}

export async function postScores(input: SubmitScoresInput): Promise<SubmitScoresDto> {
  return (await evaluatorApi.post<SubmitScoresDto>('/evaluate/scores/', input)).data;
}

export const hasEvaluatorToken = () => Boolean(localStorage.getItem(storageKeys.evaluatorToken));
export const forgetEvaluatorToken = () => localStorage.removeItem(storageKeys.evaluatorToken);
