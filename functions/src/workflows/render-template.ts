import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientVersionOf } from '@cellar/shared/workflows/client-version';
import type { StoreRenderer } from '@cellar/shared/workflows/store-renderer';
import { releaseObjects } from '../data/release-objects.ts';
import { env } from '../lib/env.ts';
import { inlineStyles } from './inline-styles.ts';
import { JobRefused } from './job-errors.ts';

/**
 * The storefront build the prerender renders with: its `index.html` (the hashed script and style links every
 * document keeps) and its server renderer. Locally both come from the build on disk (`STORE_DIST_DIR`, and
 * `../dist-ssr`); in AWS the template is the storefront bucket's `index.html` (the deployed build) and the renderer is
 * bundled into the task Lambda from the same build (bundled-renderer.ts). Only the task Lambda imports this module.
 */
export async function loadRenderTemplate(): Promise<{ version: string; html: string; renderer: StoreRenderer }> {
  const dir = env().STORE_DIST_DIR;
  if (dir) {
    const file = join(dir, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) throw new JobRefused(`The storefront is not built (${file} is missing): run npm run build`);
    const renderer = (await import(pathToFileURL(join(dir, '..', 'dist-ssr', 'entry-server.js')).href).catch(() => {
      throw new JobRefused('The storefront renderer is not built (web-store/dist-ssr): run npm run build');
    })) as StoreRenderer;
    const styled = await inlineStyles(html, (path) => readFile(join(dir, path), 'utf8').catch(() => null));
    return { version: clientVersionOf(html), html: styled, renderer };
  }
  const object = await releaseObjects.get('index.html');
  if (!object) throw new JobRefused('The storefront bucket has no index.html: deploy the web stack first');
  const html = new TextDecoder().decode(object.data);
  const styled = await inlineStyles(html, async (path) => {
    const file = await releaseObjects.get(path);
    return file ? new TextDecoder().decode(file.data) : null;
  });
  return {
    version: clientVersionOf(html),
    html: styled,
    renderer: (await import('./bundled-renderer.ts')).bundledRenderer,
  };
}
