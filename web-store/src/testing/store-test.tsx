/** Test helpers (only test files import this folder): the whole storefront over a fake API. */
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { RouteAnswer } from '@cellar/shared/routes/route-table';
import { App } from '../app.tsx';
import { siteStorageKey } from '../lib/site/site-source.ts';

/** A request the storefront sent, as the fake API saw it. */
export interface SentRequest {
  method: string;
  /** Without the `/api` base: `/product`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body, read. */
  body: unknown;
}

/** An answer that is not a success: the API's envelope with this status, message and messages per field. */
export class Failure {
  constructor(
    readonly status: number,
    readonly message = 'Failed',
    readonly errors?: Record<string, string[]>,
  ) {}
}

type Handler = (request: SentRequest) => unknown;
/** Answers by `METHOD path` (`GET /product/7`), a path pattern with `*` for one segment. */
export type FakeRoutes = Record<string, Handler | object>;

export const siteParameters = {
  PRIMARY_COLOR: '#7B1E3A',
  ACCENT_COLOR: '#C9A227',
  BACKGROUND_COLOR: '#ffffff',
  FONT_COLOR: '#000000',
  ACTIVE_FONT_COLOR: '#7B1E3A',
  BACKGROUND_HEADER_COLOR: '#ffffff',
  FONT_HEADER_COLOR: '#000000',
  ACTIVE_MENU_COLOR: '#7B1E3A',
  HEADING_COLOR: '#000000',
  BACKGROUND_FOOTER_COLOR: '#ffffff',
  FONT_FOOTER_COLOR: '#000000',
  DARK_THEME: false,
  COMPANY_NAME: 'Domaine des Lilas',
  VAT_NUMBER: '',
} satisfies RouteAnswer<'parameters'>;

const siteInfo = {
  id: 1,
  name: 'Domaine des Lilas',
  url: null,
  defaultLang: 'fr_FR',
  logo: null,
  banners: { HEADER: null, FOOTER: null },
  vatNumber: '',
  companyName: 'Domaine des Lilas',
  functionalities: [],
  payment: { connected: false, applePay: false },
  siteKeys: {},
} satisfies RouteAnswer<'siteInfo'>;

const lang = (id: number, code: string, label: string) => ({
  id,
  code,
  label,
  mtCode: null,
  valid: true,
  isDefault: code === 'fr_FR',
});

/** What every screen reads: the site's parameters, info and languages, the KIND list, no products. */
export const baseRoutes: FakeRoutes = {
  'GET /parameter': siteParameters,
  'GET /site/info': siteInfo,
  'GET /lang/active': {
    langs: [lang(1, 'fr_FR', 'Français'), lang(2, 'en_US', 'English')],
  } satisfies RouteAnswer<'langsActive'>,
  'GET /list/KIND': (request: SentRequest) => ({
    items: [
      { id: 3, name: request.headers.userLang === 'en_US' ? 'Red' : 'Rouge' },
      { id: 5, name: request.headers.userLang === 'en_US' ? 'Rosé' : 'Rosé' },
    ],
  }),
  'GET /product': { products: [], total: 0 } satisfies RouteAnswer<'storeProducts'>,
  // A site without home cards (issue 17): the home screen shows its content alone.
  'GET /home-card': { list: [] } satisfies RouteAnswer<'homeCards'>,
  // A site without fonts nor public information (issue 17): it loads no font, its footer shows none.
  'GET /site-font': {
    idsBaseFont: [],
    fonts: [],
    settings: { TITLE: null, MENU: null, CONTENT: null },
    faces: [],
  } satisfies RouteAnswer<'siteFonts'>,
  'GET /site/information': {
    companyName: null,
    addressLine1: null,
    addressLine2: null,
    postalCode: null,
    city: null,
    country: null,
    phone: null,
    email: null,
    openingHours: {},
    social: {},
  } satisfies RouteAnswer<'siteInformation'>,
};

function matches(pattern: string, method: string, path: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const want = patternPath.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part === '*' || part === got[i]);
}

/** A fetch that answers the storefront's calls from `routes` (501 for any other) and keeps what was sent. */
export function fakeFetch(routes: FakeRoutes) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://store.test');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const key = Object.keys(routes).find((pattern) => matches(pattern, request.method, request.path));
    const route = key === undefined ? new Failure(501, 'Not implemented') : routes[key];
    // A handler may answer later (a promise): what the screen shows meanwhile can be seen, no clock involved.
    const answer = await (typeof route === 'function' ? (route as Handler)(request) : route);
    const body =
      answer instanceof Failure
        ? { success: false, message: answer.message, data: answer.errors ? { errors: answer.errors } : {} }
        : { success: true, message: 'OK', data: answer };
    return new Response(JSON.stringify(body), {
      status: answer instanceof Failure ? answer.status : 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  /** The requests sent to `path` (without `/api`). */
  const to = (path: string) => sent.filter((r) => r.path === path);
  return { fetch, sent, to };
}

/** The storefront at `path` (with `?site=1` unless the path names a site), over `routes` on top of `baseRoutes`. */
export function renderStore(path: string, routes: FakeRoutes = {}, options: { keepSession?: boolean } = {}) {
  if (!options.keepSession) window.sessionStorage.removeItem(siteStorageKey);
  window.history.replaceState(null, '', path);
  const api = fakeFetch({ ...baseRoutes, ...routes });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(<App queryClient={queryClient} />);
  return { ...result, api, queryClient };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('style');
  // Every test starts with an empty cart, nobody signed in, no order kept.
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
