import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from './lib/api/api-context.tsx';
import type { ApiClient } from './lib/api/api-client.ts';
import { shouldRetry } from './lib/api/retry.ts';
import { adminTheme } from './lib/theme.ts';
import { toastDuration } from './lib/toast.ts';
import { AppRoutes } from './app-routes.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

export function App({ api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={adminTheme}>
      <Notifications position="top-right" autoClose={toastDuration} />
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          {/* No transitions: a navigation commits with the session change of the same event (logout). */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
