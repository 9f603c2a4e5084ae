// In AWS only (client-template.ts imports this module when no build folder is set): esbuild bundles the storefront's
// server renderer, built first by `npm run build -w web-store`, into the task Lambda.
import { renderDocument } from '@cellar/web-store/dist-ssr/entry-server.js';
import type { StoreRenderer } from '@cellar/shared/workflows/store-renderer';

export const bundledRenderer: StoreRenderer = { renderDocument };
