import {
  contentLangPath,
  contentLangTag,
  interfaceLangOf,
  unprefixedContentLang,
} from '@cellar/shared/i18n/content-lang';
import { translate } from '@cellar/shared/i18n/messages';
import {
  keptReleases,
  previewPointerKey,
  releasePointerValue,
  type ReleaseManifest,
} from '@cellar/shared/workflows/releases';
import { pointerStore } from '../../adapters/releases/pointer-store.ts';
import { releaseObjects } from '../../data/release-objects.ts';
import { env } from '../../lib/env.ts';
import { blogRepository } from '../../repositories/blog-repository.ts';
import { jobRepository } from '../../repositories/job-repository.ts';
import { langRepository } from '../../repositories/lang-repository.ts';
import { pageRepository } from '../../repositories/page-repository.ts';
import { productRepository } from '../../repositories/product-repository.ts';
import { releaseRepository } from '../../repositories/release-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { pageService } from '../../services/pages/page-service.ts';
import { serveRelease } from '../../services/workflows/serve-release.ts';
import { clientTemplateInfo } from '../client-template.ts';
import { loadRenderTemplate } from '../render-template.ts';
import { JobRefused } from '../job-errors.ts';
import { deleteReleaseObjects, documentKey } from '../release-files.ts';
import { manifestKey, readSnapshot, writeSnapshot, type Snapshot } from '../snapshot.ts';
import { snapshotAnswerKey, snapshotFetch } from '../snapshot-fetch.ts';
import type { Task, TaskContext } from '../task-context.ts';

/** The shop's own screens worth a prerendered document, beside the pages and the products. */
const shopPaths = ['/', '/products', '/conditions', '/legal-notice'];
/** Documents rendered at once: each waits mostly on the API; more would only crowd a 2-vCPU Lambda. */
const renderConcurrency = 4;

function releaseOf(context: TaskContext) {
  const release = context.event.input?.release;
  if (!release) throw new JobRefused('The job names no release to write');
  return release;
}

async function siteOf(context: TaskContext) {
  const site = await siteRepository.get(context.site);
  if (!site) throw new JobRefused(`Site ${context.site} no longer exists`);
  return site;
}

/**
 * The languages the site has switched on, its default first (docs/translations.md "Content language"): each is a
 * release's language, French unprefixed, the others under `/<code>`.
 */
async function siteLanguages(context: TaskContext, defaultLang: string): Promise<string[]> {
  const on = (await langRepository.ofSite(context.site)).filter((l) => l.valid && l.code !== defaultLang);
  return [defaultLang, ...on.map((l) => l.code).sort()];
}

/** The blog's pages search engines read, once one article is published: its root, its folders, its ONLINE articles. */
async function blogPaths(context: TaskContext): Promise<string[]> {
  const online = (await blogRepository.articles.all(context.site)).filter((article) => article.status === 'ONLINE');
  if (online.length === 0) return [];
  const folders = await blogRepository.folders.all(context.site);
  return ['/blog', ...folders.map((folder) => `/blog/folder/${folder.id}`), ...online.map((a) => `/blog/${a.url}`)];
}

/** Snapshot: what the release is made of (the site, its languages, every path), and the release's record. */
const snapshot: Task = async (context) => {
  const release = releaseOf(context);
  const site = await siteOf(context);
  const languages = await siteLanguages(context, site.defaultLang);
  // The unprefixed addresses always (French, or the default language where French is not shown: the API's fallback).
  const rendered = languages.includes(unprefixedContentLang) ? languages : [...languages, unprefixedContentLang];
  const drafts = release.kind === 'preview';
  const pages = (await pageRepository.all(context.site)).filter(
    (page) => (drafts || page.isValid) && page.link.type === 'NONE' && page.url !== '',
  );
  const products = (await productRepository.catalogue(context.site)).filter((entry) => entry.product.valid);
  const localPaths = [
    ...shopPaths,
    ...pages.map((page) => `/${page.url}`),
    ...products.map((entry) => `/product/${entry.product.id}`),
    ...(await blogPaths(context)),
  ];
  const answers: Record<string, unknown> = {};
  if (drafts) {
    // Staff only: the pages not online yet, answered to the preview's render instead of the public calls, in each
    // language (their translations applied, as the public calls do).
    for (const lang of rendered) {
      answers[snapshotAnswerKey('/page', lang)] = await pageService.published(context.site, lang, { drafts: true });
      for (const page of pages)
        answers[snapshotAnswerKey(`/page/${page.url}`, lang)] = await pageService.publicPage(
          context.site,
          page.url,
          lang,
          { drafts: true },
        );
    }
  }
  const taken: Snapshot = {
    site: { id: site.id, name: site.name, slug: site.slug, url: site.url },
    languages,
    paths: rendered.flatMap((lang) => localPaths.map((path) => ({ path: contentLangPath(lang, path), lang }))),
    answers,
    takenAt: context.now(),
  };
  await writeSnapshot(context.site, release.id, taken);
  const template = await clientTemplateInfo();
  await releaseRepository.put(context.site, {
    id: release.id,
    kind: release.kind,
    createdAt: context.now(),
    createdBy: context.event.job.startedBy,
    jobId: context.event.job.id,
    documents: 0,
    languages,
    clientVersion: template.version,
    complete: false,
  });
  await jobRepository.setRelease(context.site, context.event.job.id, release.id);
  return { paths: taken.paths.length, languages };
};

/**
 * A page "under construction" for every path of a construction release, in the interface language nearest its
 * content language (French or English: the messages' catalogues).
 */
function constructionDocument(siteName: string, contentLang: string): string {
  const lang = interfaceLangOf(contentLang);
  const text = { title: translate('construction.title', lang), body: translate('construction.body', lang) };
  const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="${contentLangTag(contentLang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(siteName)} · ${text.title}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8f5f0;color:#3b2a2a}main{text-align:center;padding:2rem}</style></head><body><main><h1>${escape(siteName)}</h1><p>${text.body}</p></main></body></html>`;
}

/** Runs `work` over the items, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * A document of the release, under its path. Immutable under its key: CloudFront may keep it a year; browsers, whose
 * cache key is the public address a later release takes over, revalidate.
 */
function putDocument(idSite: number, releaseId: string, path: string, html: string): Promise<void> {
  const body = new TextEncoder().encode(html);
  const cacheControl = 'public, max-age=0, s-maxage=31536000';
  return releaseObjects.put(documentKey(idSite, releaseId, path), body, 'text/html; charset=utf-8', cacheControl);
}

/** Prerender: every path's HTML from the storefront's own renderer, under the release's prefix. */
const prerender: Task = async (context) => {
  const release = releaseOf(context);
  const taken = await readSnapshot(context.site, release.id);
  if (!taken) throw new Error(`The snapshot of release ${release.id} is missing`);
  let written = 0;
  if (release.kind === 'construction') {
    await eachLimited(taken.paths, renderConcurrency, async ({ path, lang }) => {
      await putDocument(context.site, release.id, path, constructionDocument(taken.site.name, lang));
      written++;
    });
    return { documents: written };
  }
  const template = await loadRenderTemplate();
  const apiBaseUrl = env().API_URL;
  if (!apiBaseUrl) throw new JobRefused('API_URL is not set: the prerender cannot read the site');
  const fetchAnswer = snapshotFetch(taken.answers);
  const publicOrigin = taken.site.url ? new URL(taken.site.url).origin : null;
  const missing: string[] = [];
  await eachLimited(taken.paths, renderConcurrency, async ({ path, lang }) => {
    const document = await template.renderer.renderDocument(template.html, {
      path,
      lang,
      idSite: taken.site.id,
      apiBaseUrl,
      publicOrigin,
      fetch: fetchAnswer,
    });
    if (document.status !== 200) {
      missing.push(path);
      return;
    }
    await putDocument(context.site, release.id, path, document.html);
    written++;
  });
  if (written === 0) throw new Error('No document could be prerendered');
  return { documents: written, skipped: missing.length };
};

/** Write release: the manifest last, then the record says complete — only a complete release is ever served. */
const writeRelease: Task = async (context) => {
  const release = releaseOf(context);
  const taken = await readSnapshot(context.site, release.id);
  const record = await releaseRepository.get(context.site, release.id);
  if (!taken || !record) throw new Error(`Release ${release.id} has no snapshot or record`);
  const documents = Number((context.event.results?.prerender as { documents?: number } | undefined)?.documents ?? 0);
  const manifest: ReleaseManifest = {
    idSite: context.site,
    releaseId: release.id,
    kind: release.kind,
    createdAt: record.createdAt,
    clientVersion: record.clientVersion,
    languages: taken.languages,
    paths: taken.paths.map((entry) => entry.path),
  };
  const body = new TextEncoder().encode(JSON.stringify(manifest));
  await releaseObjects.put(manifestKey(context.site, release.id), body, 'application/json', 'no-store');
  await releaseRepository.markComplete(context.site, release.id, documents);
  return { documents };
};

/** Switch: every address of the site serves the new release at once (a preview: the live-edit address only). */
const switchRelease: Task = async (context) => {
  const release = releaseOf(context);
  const record = await releaseRepository.get(context.site, release.id);
  if (!record?.complete) throw new Error(`Release ${release.id} is not complete: it is not served`);
  const value = releasePointerValue(context.site, release.id);
  const pointers = await pointerStore();
  if (release.kind === 'preview') {
    const live = await releaseRepository.live(context.site);
    if (live?.jobId !== context.event.job.id) throw new JobRefused('The live edit was stopped or started again');
    const key = previewPointerKey(context.site, live.token);
    await pointers.put({ [key]: value });
    return { served: [key] };
  }
  const keys = await serveRelease(context.site, record, context.event.job.startedBy, context.now());
  return { served: keys };
};

/**
 * Prune: keeps the served release and the newest others up to `keptReleases` (what a rollback can go back to), the
 * live-edit preview, and any release a running job may still be writing; deletes the rest, objects first.
 */
const pruneReleases: Task = async (context) => {
  const current = await releaseRepository.current(context.site);
  const live = await releaseRepository.live(context.site);
  const all = await releaseRepository.all(context.site);
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const kept = new Set<string>([current?.releaseId, live?.releaseId].filter((id): id is string => Boolean(id)));
  for (const release of all) {
    if (kept.size >= keptReleases) break;
    if (release.complete && release.kind !== 'preview') kept.add(release.id);
  }
  const removed: string[] = [];
  for (const release of all) {
    if (kept.has(release.id)) continue;
    if (!release.complete && release.createdAt > hourAgo) continue; // perhaps still being written
    await deleteReleaseObjects(context.site, release.id);
    await releaseRepository.remove(context.site, release.id);
    removed.push(release.id);
  }
  return { removed: removed.length };
};

export const publishTasks = {
  snapshot,
  prerender,
  'write-release': writeRelease,
  'switch-release': switchRelease,
  'prune-releases': pruneReleases,
};
