// In AWS only (render-template.ts imports this module when no build folder is set): esbuild bundles the storefront's
// server renderer, built first by `npm run build -w web-store`, into the task Lambda.
// eslint-disable-next-line import-x/no-restricted-paths -- the one place Lambda code takes from a web app: its build
import { renderDocument } from '@cellar/web-store/dist-ssr/entry-server.js';
import type { StoreRenderer } from '@cellar/shared/workflows/store-renderer';

export const bundledRenderer: StoreRenderer = { renderDocument };
