import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

const router = createAppRouter();
setUnauthorizedHandler((loginPath) => {
  void router.navigate(loginPath, { replace: true });
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
