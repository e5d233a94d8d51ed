import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { theme } from '@/theme/theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // 4xx answers will not change on retry; one retry covers a blip in the network.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

type AppProvidersProps = { children: ReactNode; queryClient: QueryClient; styleCache?: EmotionCache };

export function AppProviders({ children, queryClient, styleCache }: AppProvidersProps) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
  // Component tests keep MUI's styles out of the document (render-with-providers.tsx).
  return styleCache ? <CacheProvider value={styleCache}>{app}</CacheProvider> : app;
}
