import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { devServer } from '../scripts/src/local/vite-dev-server.ts';

/** The route index's entries the storefront never calls: a shopper's browser has no staff token. */
const staffRouteLine = /^\s+[\w$]+: \{.*level: '(admin|superAdmin)'/;

/**
 * The storefront's bundle keeps only the public and customer entries of the route index
 * (shared/src/routes/route-index.ts, one line per route): the 425 staff routes were 4.5 KB gzipped of
 * the first screen's JavaScript (docs/decisions.md "Storefront libraries, for size"). Tests run with
 * the whole index; web-store/src/lib/api/store-routes.test.ts checks that every route the storefront
 * calls is one it keeps. The build fails if the index is not found, rather than silently keeping it.
 */
function storeRoutesOnly(): Plugin {
  let filtered = false;
  return {
    name: 'cellar-store-routes-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]shared[\\/]src[\\/]routes[\\/]route-index\.ts$/.test(id)) return undefined;
      filtered = true;
      const kept = code
        .split('\n')
        .filter((line) => !staffRouteLine.test(line))
        .join('\n');
      if (/level: '(admin|superAdmin)'/.test(kept)) this.error('a staff route of the route index was not left out');
      return { code: kept, map: null };
    },
    buildEnd() {
      if (this.meta.watchMode || filtered) return;
      this.error('shared/src/routes/route-index.ts was not bundled: the staff routes filter matched nothing');
    },
  };
}

/**
 * index.html preloads the storefront's React chunk (start-store.tsx, which main.tsx imports dynamically) and every
 * chunk it imports: they download beside the small entry, whose first step (boot.ts) starts the screen's calls as
 * soon as it runs rather than after React's code has come (docs/first-paint.md). The build fails if the chunk is not
 * found, rather than silently loading React one round trip later.
 */
function preloadStoreApp(): Plugin {
  return {
    name: 'cellar-preload-store-app',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return undefined; // the dev server: nothing is bundled
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/start-store.tsx'));
        if (!app) throw new Error('the storefront build has no start-store chunk to preload');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The browser's build (`dist`), and the server renderer's (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`,
 * docs/decisions.md "Prerendering and hydration"): an ES module Node imports, React, React Router and react-query left
 * to node_modules, the shared workspace bundled (its exports are TypeScript), CSS and `public/` left out. The browser's
 * build writes its manifest (`dist/.vite/manifest.json`): the prerender inlines every stylesheet it names into the
 * documents (functions/src/workflows/render-template.ts), so the first paint waits for no CSS request.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), storeRoutesOnly(), preloadStoreApp()],
  build: isSsrBuild
    ? { copyPublicDir: false }
    : {
        manifest: true,
        // What main.tsx imports statically (React's core, the query client, the API client) in one chunk rather than
        // one per sharing: split five ways, the first screen's JavaScript was 1.3 KB larger gzipped.
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'boot', tags: ['$initial'] }] } } },
      },
  // `npm start` serves the built storefront on 5174; the live-reloading copy runs beside it
  // (a site: http://127.0.0.1:5184/?site=1 or http://domaine-des-lilas.localhost:5184).
  server: devServer(5184),
}));
