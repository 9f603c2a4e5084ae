import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoreRenderer } from '@cellar/shared/workflows/store-renderer';
import { changelog } from '@cellar/shared/resources/changelog';
import { releaseObjects } from '../data/release-objects.ts';
import { env } from '../lib/env.ts';
import { JobRefused } from './job-errors.ts';

/**
 * The storefront build a release is prerendered with (docs/publishing.md "Client version"): its `index.html` (the
 * hashed script and style links every prerendered document keeps) and its server renderer. Locally both come from
 * the build on disk (`STORE_DIST_DIR`, `../dist-ssr`); in AWS the template is the storefront bucket's `index.html`
 * (the deployed build) and the renderer is bundled into the task Lambda from the same build.
 */
export interface ClientTemplateInfo {
  /** `<project version>+<first 8 hex of the template's SHA-256>`: two builds never share one. */
  version: string;
  builtAt: string | null;
}

/** The project's version: its changelog's latest entry. */
const packageVersion = changelog.entries[0]!.version;

function versionOf(html: string): string {
  return `${packageVersion}+${createHash('sha256').update(html).digest('hex').slice(0, 8)}`;
}

async function templateHtml(): Promise<{ html: string; builtAt: string | null }> {
  const dir = env().STORE_DIST_DIR;
  if (dir) {
    const file = join(dir, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) throw new JobRefused(`The storefront is not built (${file} is missing): run npm run build`);
    return { html, builtAt: (await stat(file)).mtime.toISOString() };
  }
  const object = await releaseObjects.get('index.html');
  if (!object) throw new JobRefused('The storefront bucket has no index.html: deploy the web stack first');
  return { html: new TextDecoder().decode(object.data), builtAt: null };
}

export async function clientTemplateInfo(): Promise<ClientTemplateInfo> {
  const { html, builtAt } = await templateHtml();
  return { version: versionOf(html), builtAt };
}

export async function loadClientTemplate(): Promise<ClientTemplateInfo & { html: string; renderer: StoreRenderer }> {
  const { html, builtAt } = await templateHtml();
  const dir = env().STORE_DIST_DIR;
  const renderer = dir
    ? ((await import(pathToFileURL(join(dir, '..', 'dist-ssr', 'entry-server.js')).href).catch(() => {
        throw new JobRefused('The storefront renderer is not built (web-store/dist-ssr): run npm run build');
      })) as StoreRenderer)
    : (await import('./bundled-renderer.ts')).bundledRenderer;
  return { version: versionOf(html), builtAt, html, renderer };
}
