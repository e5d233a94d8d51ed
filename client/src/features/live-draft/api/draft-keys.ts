import axios from 'axios';
import { env } from '@/config/env';

export const draftKeys = {
  all: ['live-draft'] as const,
  state: (draftId: number) => ['live-draft', draftId, 'state'] as const,
  suggestion: (draftId: number, pickNumber: number) => ['live-draft', draftId, 'suggestion', pickNumber] as const,
  optimizer: (divisionId: number) => ['live-draft', 'optimizer', divisionId] as const,
};

// Coaches have no account: the key from their link is the only credential, so no stored sign-in is sent.
export const coachApi = axios.create({ baseURL: env.VITE_API_BASE_URL, headers: { 'Content-Type': 'application/json' } });

/** The header a coach's key travels in; the admin's requests go through adminApi instead. */
export const coachAuth = (key: string) => ({ Authorization: `Token ${key}` });

/** The stream's address: EventSource sends no headers, so the coach's key goes in the query. */
export const draftEventsUrl = (draftId: number, key: string) => `${env.VITE_API_BASE_URL}/drafts/${draftId}/events/?key=${encodeURIComponent(key)}`;
