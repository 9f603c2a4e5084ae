/** Test helpers (only test files import this folder): the app's providers around a screen, a fake API. */
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { ApiError } from '@cellar/shared/api/client';
import type { RouteName } from '@cellar/shared/routes/route-table';
import type { Lang } from '@cellar/shared/i18n/lang';
import type { ApiClient } from '../lib/api/api-client.ts';
import { ApiProvider } from '../lib/api/api-context.tsx';
import { LangContext } from '../lib/i18n/lang.ts';
import { adminTheme } from '../lib/theme.ts';

// mantine-datatable shows a column while `matchMedia(column.visibleMediaQuery ?? '')` matches: a
// browser matches the empty query, the jsdom stub of the setup matches nothing.
const baseMatchMedia = window.matchMedia.bind(window);
window.matchMedia = (query: string): MediaQueryList =>
  query.trim() === '' ? { ...baseMatchMedia(query), matches: true } : baseMatchMedia(query);

type Handler = (input: {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}) => unknown;

/** A fake client: each route name answers what its handler returns (or throws); others answer 501. */
export function fakeApi(handlers: Partial<Record<RouteName, Handler>> = {}) {
  const call = vi.fn(async (name: RouteName, input: Parameters<Handler>[0] = {}) => {
    const handler = handlers[name];
    if (!handler) throw new ApiError(501, 'Not implemented');
    return handler(input);
  });
  return { client: { call } as unknown as ApiClient, call };
}

/** Shows the current location, for redirect assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function Providers({
  children,
  api,
  lang = 'en_US',
  queryClient,
}: {
  children: ReactNode;
  api: ApiClient;
  lang?: Lang;
  queryClient: QueryClient;
}) {
  return (
    <MantineProvider theme={adminTheme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <LangContext.Provider value={lang}>{children}</LangContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Renders `ui` at `path` (route pattern `pattern`), with a catch-all showing where a redirect went.
 */
export function renderScreen(
  ui: ReactElement,
  {
    api = fakeApi().client,
    path = '/',
    pattern = '*',
    lang = 'en_US' as Lang,
    queryClient = testQueryClient(),
  }: { api?: ApiClient; path?: string; pattern?: string; lang?: Lang; queryClient?: QueryClient } = {},
) {
  const result = render(
    <Providers api={api} lang={lang} queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          {pattern !== '*' && <Route path="*" element={<LocationProbe />} />}
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, queryClient };
}
