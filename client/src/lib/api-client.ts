import axios, { type AxiosInstance } from 'axios';
import { env } from '@/config/env';

export interface ApiClientOptions {
  /** Local storage key holding the token sent as `Authorization: Token <key>`. */
  tokenKey: string;
  /** Keys cleared when the server answers 401. */
  clearOnUnauthorized: string[];
  /** Where a 401 sends the user. */
  loginPath: string;
}

type UnauthorizedHandler = (loginPath: string) => void;

// The router registers a navigate-based handler at boot; before that (and in plain
// scripts) a full page load does the job.
let onUnauthorized: UnauthorizedHandler = (loginPath) => window.location.assign(loginPath);

export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL: env.VITE_API_BASE_URL, headers: { 'Content-Type': 'application/json' } });
  client.interceptors.request.use((config) => {
    const token = localStorage.getItem(options.tokenKey);
    if (token) config.headers.set('Authorization', `Token ${token}`);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      options.clearOnUnauthorized.forEach((key) => localStorage.removeItem(key));
      onUnauthorized(options.loginPath);
    }
    return Promise.reject(error);
  });
  return client;
}

/** The `error` sentence of an API answer, when there is one. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { error?: unknown } | undefined;
    if (data && typeof data.error === 'string' && data.error.trim()) return data.error;
  }
  return undefined;
}
