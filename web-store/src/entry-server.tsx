import { StrictMode, type ReactNode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { contentLangFromPath, interfaceLangOf } from '@cellar/shared/i18n/content-lang';
import type { PrerenderedDocument, PrerenderRequest, StoreRenderer } from '@cellar/shared/workflows/store-renderer';
import { App } from './app.tsx';
import { createQueryClient } from './lib/query/query-client.ts';
import { ApiTransportContext, type ApiTransport } from './lib/api/api-transport.ts';
import { createStoreApi } from './lib/api/store-api.ts';
import { fillTemplate } from './lib/prerender/document-template.ts';
import type { Prerendered } from './lib/prerender/prerendered-context.ts';
import { RenderReportContext } from './lib/prerender/render-report.ts';
import { renderUntilSettled } from './lib/prerender/render-until-settled.ts';
import { activeLangsQuery, parametersQuery } from './lib/site/site-queries.ts';
import { siteLanguages } from './lib/head/document-head.ts';
import { themeVariables } from './lib/theme/theme.ts';

/**
 * The storefront's server renderer (shared/src/workflows/store-renderer.ts), built by `vite build --ssr` into
 * `dist-ssr/entry-server.js`: the same app as in the browser, at `request.path` for `request.idSite`, every call
 * through `request.fetch`, drawn once its data has come (render-until-settled.ts). The document holds the data it was
 * drawn with, and the browser hydrates it (start-store.tsx).
 */
export const renderDocument: StoreRenderer['renderDocument'] = async (
  template: string,
  request: PrerenderRequest,
): Promise<PrerenderedDocument> => {
  // The path names its content language (content-lang.ts): French without a prefix.
  const contentLang = contentLangFromPath(request.path);
  if (contentLang !== request.lang) throw new Error(`${request.path} is a ${contentLang} address, not ${request.lang}`);
  const lang = interfaceLangOf(contentLang);
  const client = createQueryClient();
  // Failures are drawn as failures (a page the site does not have is "not found", not a loader); nothing is
  // collected while the passes run.
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retryOnMount: false, gcTime: Infinity },
  });
  const transport: ApiTransport = { baseUrl: request.apiBaseUrl, fetch: request.fetch };
  const prerendered: Prerendered = { idSite: request.idSite, year: new Date().getFullYear() };
  const Router = ({ children }: { children?: ReactNode }) => (
    <StaticRouter location={request.path}>{children}</StaticRouter>
  );
  const screen = await renderUntilSettled(client, (report) => (
    <StrictMode>
      <RenderReportContext.Provider value={report}>
        <ApiTransportContext.Provider value={transport}>
          <App queryClient={client} prerendered={prerendered} Router={Router} />
        </ApiTransportContext.Provider>
      </RenderReportContext.Provider>
    </StrictMode>
  ));
  const api = createStoreApi(request.idSite, lang, {}, transport, contentLang);
  const parameters = client.getQueryData(parametersQuery(api).queryKey);
  // The languages the screen's head was drawn with (the site gate read them): the document says the same.
  const active = client.getQueryData(activeLangsQuery(api).queryKey);
  const queries = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  const html = fillTemplate(template, {
    contentLang,
    markup: screen.markup,
    head: screen.head,
    languages: siteLanguages(active?.langs),
    origin: request.publicOrigin?.replace(/\/+$/, '') ?? null,
    theme: parameters ? themeVariables(parameters) : null,
    state: { path: request.path, ...prerendered, queries },
  });
  return { status: screen.notFound ? 404 : 200, html };
};
