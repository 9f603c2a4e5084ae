/**
 * The live-reloading copy of a web site (`npm run dev -w web-admin`, `npm run dev -w web-store`):
 * `/api` and `/media` go to the local API of `npm start` (`CELLAR_API_PORT`, default 3000), as
 * CloudFront sends them in AWS and the local site server does for the built sites, so the site
 * calls the relative base `/api` with no CORS.
 */
/** The port of the admin's live-reloading copy (web-admin/vite.config.ts): the storefront lets it frame its preview. */
export const adminDevPort = 5183;

export function devServer(port: number) {
  const localApi = `http://127.0.0.1:${process.env.CELLAR_API_PORT ?? 3000}`;
  return {
    port,
    strictPort: true,
    proxy: {
      '/api': { target: localApi, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api(?=\/|$)/, '') },
      '/media': { target: localApi, changeOrigin: true },
    },
  };
}
