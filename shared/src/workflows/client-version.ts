import { createHash } from 'node:crypto';
import { changelog } from '../resources/changelog.ts';

/**
 * The version of a storefront build (docs/publishing.md "Client version"): the project's version (its changelog's
 * latest entry) and the first 8 hex of its `index.html`'s SHA-256 — two builds never share one. Computed the same way
 * by the deployment (infra, from the build it uploads) and by the prerender (from the template it renders with).
 * Server-side only (node:crypto).
 */
export function clientVersionOf(indexHtml: string): string {
  return `${changelog.entries[0]!.version}+${createHash('sha256').update(indexHtml).digest('hex').slice(0, 8)}`;
}
