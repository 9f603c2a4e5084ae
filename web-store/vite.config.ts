import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * The browser's build (`dist`), and the server renderer's (`vite build --ssr src/entry-server.tsx --outDir dist-ssr`,
 * docs/decisions.md "Prerendering and hydration"): an ES module Node imports, React, React Router and react-query left
 * to node_modules, the shared workspace bundled (its exports are TypeScript), CSS and `public/` left out. The browser's
 * build writes its manifest (`dist/.vite/manifest.json`): the prerender inlines every stylesheet it names into the
 * documents (functions/src/workflows/render-template.ts), so the first paint waits for no CSS request.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), storeRoutesOnly()],
  build: isSsrBuild ? { copyPublicDir: false } : { manifest: true },
  // `npm start` serves the built storefront on 5174; the live-reloading copy runs beside it
  // (a site: http://127.0.0.1:5184/?site=1 or http://domaine-des-lilas.localhost:5184).
  server: devServer(5184),
}));
