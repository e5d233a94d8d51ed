import { createContext, useContext, type ReactNode } from 'react';
import type { AxiosInstance } from 'axios';
import { adminApi } from './admin-api';

// A screen two portals share (the officials board: the league admin's dashboard and the referee
// admin's portal) asks the API with the token of the portal it is open in. The league admin's
// client unless a portal says otherwise.
const ApiClientContext = createContext<AxiosInstance>(adminApi);

/** The API client of the portal this screen is open in. */
export function useApiClient(): AxiosInstance {
  return useContext(ApiClientContext);
}

/** Screens below ask the API with this portal's client (its token, its login page on a 401). */
export function ApiClientProvider({ client, children }: { client: AxiosInstance; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}
