import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from './lib/api/api-context.tsx';
import type { ApiClient } from './lib/api/api-client.ts';
import { isApiError, isRequestDropped } from './lib/api/errors.ts';
import { adminTheme } from './lib/theme.ts';
import { toastDuration } from './lib/toast.ts';
import { AppRoutes } from './app-routes.tsx';

/** Retries only what may pass next time: not a dropped request, not a 4xx. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (isRequestDropped(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false }, mutations: { retry: false } } });
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
