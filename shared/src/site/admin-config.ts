import * as z from 'zod';

/**
 * What the admin reads when it runs rather than at build time: one build serves every stage and every local
 * environment (`npm start`, each end-to-end run on its own ports). Served beside the admin's files: the deployment
 * writes it into the admin's bucket (infra/lib/web-stack.ts), the local site server answers it (scripts/src/local).
 */
export const adminConfigPath = '/site-config.json';

export const adminConfigSchema = z.object({
  /** The storefront's origin: the page editor's live preview frames `<storeUrl>/preview/page` (docs/pages.md). */
  storeUrl: z.url({ protocol: /^https?$/ }).nullable(),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
