import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface Credentials {
  username: string;
  password: string;
}

let counter = 0;
/** A name no other test (in this run or an earlier one on the same server) has used. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** One API call with a token; arranging data this way keeps the browser for what a test checks. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: { authorization: `Token ${token}`, ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** POSTs without a token (register, login); answers the JSON body or throws with the server's sentence. */
export async function apiPublicPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${answer.error}`);
  return answer;
}

/** A token for arranging data through the API in a test. */
export async function apiLogin(credentials: Credentials, loginPath = '/auth/login/'): Promise<string> {
  return (await apiPublicPost<{ token: string }>(loginPath, credentials)).token;
}
