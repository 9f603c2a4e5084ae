// The storefront's server renderer, built by `vite build --ssr` (web-store/dist-ssr, not in the repository): its
// type is the contract of shared/src/workflows/store-renderer.ts, whether or not the build exists yet.
declare module '@cellar/web-store/dist-ssr/entry-server.js' {
  export const renderDocument: import('@cellar/shared/workflows/store-renderer').StoreRenderer['renderDocument'];
}
