import { randomUUID } from 'node:crypto';
import {
  blogArticleInputSchema,
  blogArticleIsValid,
  blogExcerpt,
  blogSlug,
  type BlogArticleInput,
  type BlogArticleRawInput,
  type BlogArticleStatus,
  type BlogArticleSummary,
  type BlogArticleView,
  type BlogBreadcrumb,
  type BlogFolderContent,
  type BlogFolderInput,
  type BlogFolderView,
  type BlogTree,
} from '@cellar/shared/content/blog';
import { isMessageKey, type MessageKey } from '@cellar/shared/i18n/messages';
import type { SiteId } from '../../data/site-id.ts';
import { addFieldError, ConflictError, NotFoundError, ValidationError, type FieldErrorKeys } from '../../lib/errors.ts';
import { blogRepository, type BlogArticleRecord, type BlogFolderRecord } from '../../repositories/blog-repository.ts';
import { mediaRepository, type StoredVariantImage } from '../../repositories/media-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { storeResponsiveImage } from '../common/checked-image.ts';
import { removeImage, responsiveImage } from '../common/image-variants.ts';
import { reorder } from '../common/ordering.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

const folderView = (folder: BlogFolderRecord): BlogFolderView => ({
  id: folder.id,
  name: folder.name,
  idParent: folder.idParent,
});

function summary(article: BlogArticleRecord): BlogArticleSummary {
  return {
    id: article.id,
    title: article.title,
    url: article.url,
    idFolder: article.idFolder,
    status: article.status,
    valid: blogArticleIsValid(article.status),
    order: article.order,
    tags: article.tags,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    excerpt: blogExcerpt(article.content),
    image: article.image ? responsiveImage(article.image) : null,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
    publishedAt: article.publishedAt,
  };
}

const articleView = (article: BlogArticleRecord): BlogArticleView => ({
  ...summary(article),
  content: article.content,
});

const isOnline = (article: BlogArticleRecord): boolean => article.status === 'ONLINE';

/** Their texts as the storefront reads them, for the translations (kinds `blogFolder`, `blogArticle`). */
const syncFolder = (site: SiteId, folder: BlogFolderRecord) =>
  translationSync.entity(site, 'blogFolder', folder.id, folderView(folder), folder.name);
const syncArticle = (site: SiteId, article: BlogArticleRecord) =>
  translationSync.entity(site, 'blogArticle', article.id, articleView(article), article.title);

/** Folders (or breadcrumb entries) in the visitor's language. */
const translatedFolders = <T extends { id: number }>(site: SiteId, lang: string, folders: T[]): Promise<T[]> =>
  translationOverlay.many(site, lang, 'blogFolder', folders, (folder) => folder.id);

/** Articles' summaries in the visitor's language: each article translated whole, its excerpt cut from that content. */
async function translatedSummaries(
  site: SiteId,
  lang: string,
  articles: readonly BlogArticleRecord[],
): Promise<BlogArticleSummary[]> {
  const views = await translationOverlay.many(site, lang, 'blogArticle', articles.map(articleView), (a) => a.id);
  return views.map(({ content, ...rest }) => ({ ...rest, excerpt: blogExcerpt(content) }));
}

/** Saves with the article's storage; a write based on an older read answers "changed elsewhere". */
async function guard<T>(key: MessageKey, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError(key);
    throw error;
  }
}

async function findArticle(site: SiteId, id: number): Promise<BlogArticleRecord> {
  const article = await blogRepository.articles.get(site, id);
  if (!article) throw new NotFoundError('blog.articleNotFound');
  return article;
}

async function findFolder(site: SiteId, id: number): Promise<BlogFolderRecord> {
  const folder = await blogRepository.folders.get(site, id);
  if (!folder) throw new NotFoundError('blog.folderNotFound');
  return folder;
}

/** A folder's ancestors and itself, root first (a broken link or a loop stops the walk rather than spinning). */
function ancestry(folders: readonly BlogFolderRecord[], id: number): BlogFolderRecord[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const chain: BlogFolderRecord[] = [];
  for (let current = byId.get(id); current && !chain.includes(current); current = byId.get(current.idParent ?? -1))
    chain.unshift(current);
  return chain;
}

/**
 * The url the article takes: the one typed, refused when another article has it; else the title's slug, made unique
 * with `-2`, `-3`… (an article generated from a common subject must not fail on its url).
 */
function uniqueUrl(all: readonly BlogArticleRecord[], id: number | null, input: BlogArticleInput): string {
  const taken = new Set(all.filter((article) => article.id !== id).map((article) => article.url));
  if (input.url !== '') {
    if (taken.has(input.url)) throw new ValidationError({ url: ['blog.urlTaken'] });
    return input.url;
  }
  const base = blogSlug(input.title) || 'article';
  let url = base;
  for (let n = 2; taken.has(url); n += 1) url = `${base.slice(0, 110)}-${n}`;
  return url;
}

async function checkFolder(site: SiteId, idFolder: number | null): Promise<void> {
  if (idFolder !== null && !(await blogRepository.folders.get(site, idFolder)))
    throw new ValidationError({ idFolder: ['blog.folderNotFound'] });
}

const nextOrder = (all: readonly BlogArticleRecord[], idFolder: number | null): number =>
  all.filter((article) => article.idFolder === idFolder).reduce((max, article) => Math.max(max, article.order + 1), 0);

/** The first time an article goes ONLINE is its publication date. */
const publishedAt = (previous: string | null, status: BlogArticleStatus): string | null =>
  previous ?? (status === 'ONLINE' ? new Date().toISOString() : null);

const storeImage = async (site: SiteId, input: BlogArticleInput): Promise<StoredVariantImage | null> =>
  input.image
    ? {
        ...(await storeResponsiveImage(input.image, 'image', (extension) =>
          mediaRepository.blogImageKey(site, randomUUID(), extension),
        )),
        alt: input.alt,
      }
    : null;

async function saveArticle(
  site: SiteId,
  previous: BlogArticleRecord | null,
  next: BlogArticleRecord,
  stored: StoredVariantImage | null,
): Promise<void> {
  try {
    await guard('blog.articleChanged', () => blogRepository.articles.save(site, previous, next));
  } catch (error) {
    await removeImage(stored);
    throw error;
  }
}

async function create(site: SiteId, input: BlogArticleInput): Promise<BlogArticleView> {
  const idFolder = input.idFolder ?? null;
  await checkFolder(site, idFolder);
  const all = await blogRepository.articles.all(site);
  const id = await blogRepository.articles.nextId(site);
  const url = uniqueUrl(all, id, input);
  const stored = await storeImage(site, input);
  const now = new Date().toISOString();
  const status = input.status ?? 'DRAFT';
  const article: BlogArticleRecord = {
    id,
    title: input.title,
    url,
    idFolder,
    status,
    order: nextOrder(all, idFolder),
    tags: input.tags,
    metaTitle: input.metaTitle,
    metaDescription: input.metaDescription,
    content: sanitizeRichText(input.content ?? ''),
    image: stored,
    createdAt: now,
    updatedAt: now,
    publishedAt: publishedAt(null, status),
  };
  await saveArticle(site, null, article, stored);
  await syncArticle(site, article);
  return articleView(article);
}

/**
 * Creates an article from a body as it would reach `POST /admin/blog` (checked here with the same schema and rules):
 * the article generator's last step calls it with status 'DRAFT'. The site is the authorised one.
 */
export async function createArticle(site: SiteId, input: BlogArticleRawInput): Promise<BlogArticleView> {
  const parsed = blogArticleInputSchema.safeParse(input);
  if (parsed.success) return create(site, parsed.data);
  const errors: FieldErrorKeys = {};
  for (const issue of parsed.error.issues)
    addFieldError(
      errors,
      issue.path.join('.') || '_',
      isMessageKey(issue.message) ? issue.message : 'validation.invalidValue',
    );
  throw new ValidationError(errors);
}

/** Every folder and article of the site as the storefront reads them, for a rebuild of the translations. */
export async function blogTranslatables(site: SiteId): Promise<{
  folders: TranslatableEntity[];
  articles: TranslatableEntity[];
}> {
  const [folders, articles] = await Promise.all([blogRepository.folders.all(site), blogRepository.articles.all(site)]);
  return {
    folders: folders.map((folder) => ({ id: folder.id, entity: folderView(folder), label: folder.name })),
    articles: articles.map((article) => ({ id: article.id, entity: articleView(article), label: article.title })),
  };
}

/** A folder (null: the root; unknown: not found), its sub-folders and its articles in order (`online`: ONLINE ones). */
async function folderParts(site: SiteId, id: number | null, online: boolean) {
  const [folders, articles] = await Promise.all([blogRepository.folders.all(site), blogRepository.articles.all(site)]);
  const folder = id === null ? null : folders.find((one) => one.id === id);
  if (folder === undefined) throw new NotFoundError('blog.folderNotFound');
  return {
    folder,
    folders: folders.filter((one) => one.idParent === id),
    articles: articles.filter((one) => one.idFolder === id && (!online || isOnline(one))),
  };
}

/** Blog folders and articles of a site (spec 1 §3, §4; spec 2 §2, §7; issue 18). */
export const blogService = {
  createArticle: create,

  /** `GET /admin/blog/folder`: the whole tree, flat, and the articles at the root (every status). */
  async tree(site: SiteId): Promise<BlogTree> {
    const [folders, articles] = await Promise.all([
      blogRepository.folders.all(site),
      blogRepository.articles.all(site),
    ]);
    return {
      folders: folders.map(folderView),
      articles: articles.filter((article) => article.idFolder === null).map(summary),
    };
  },

  /** `GET /admin/blog/folder/{id}`: a folder, its sub-folders and its articles in order, every status. */
  async folderContent(site: SiteId, id: number | null): Promise<BlogFolderContent> {
    const { folder, folders, articles } = await folderParts(site, id, false);
    return {
      folder: folder ? folderView(folder) : null,
      folders: folders.map(folderView),
      articles: articles.map(summary),
    };
  },

  /**
   * `GET /blog`, `GET /blog/folder/{id}`: a folder (null: the root), its sub-folders and its ONLINE articles in order,
   * in the visitor's language.
   */
  async publishedFolder(site: SiteId, id: number | null, lang: string): Promise<BlogFolderContent> {
    const { folder, folders, articles } = await folderParts(site, id, true);
    // The folder and its sub-folders in one read of the folders' translations.
    const [named, summaries] = await Promise.all([
      translatedFolders(site, lang, [...(folder ? [folder] : []), ...folders].map(folderView)),
      translatedSummaries(site, lang, articles),
    ]);
    return { folder: folder ? named[0]! : null, folders: folder ? named.slice(1) : named, articles: summaries };
  },

  /** `GET /blog/folder/ariane/{id}`: the folder's ancestors and itself, root first, in the visitor's language. */
  async breadcrumb(site: SiteId, id: number, lang: string): Promise<BlogBreadcrumb> {
    const chain = ancestry(await blogRepository.folders.all(site), id);
    if (chain.length === 0) throw new NotFoundError('blog.folderNotFound');
    const entries = chain.map((folder) => ({ id: folder.id, name: folder.name }));
    return { folders: await translatedFolders(site, lang, entries) };
  },

  async createFolder(site: SiteId, input: BlogFolderInput): Promise<BlogFolderView> {
    if (input.idParent !== null && !(await blogRepository.folders.get(site, input.idParent)))
      throw new ValidationError({ idParent: ['blog.folderParentUnknown'] });
    const now = new Date().toISOString();
    const folder: BlogFolderRecord = {
      id: await blogRepository.folders.nextId(site),
      name: input.name,
      idParent: input.idParent,
      createdAt: now,
      updatedAt: now,
    };
    await guard('blog.folderChanged', () => blogRepository.folders.save(site, null, folder));
    await syncFolder(site, folder);
    return folderView(folder);
  },

  /** Renames or moves a folder; never under itself or one of its sub-folders. */
  async updateFolder(site: SiteId, id: number, input: BlogFolderInput): Promise<BlogFolderView> {
    const folders = await blogRepository.folders.all(site);
    const previous = folders.find((folder) => folder.id === id);
    if (!previous) throw new NotFoundError('blog.folderNotFound');
    if (input.idParent !== null) {
      const chain = ancestry(folders, input.idParent);
      if (chain.length === 0) throw new ValidationError({ idParent: ['blog.folderParentUnknown'] });
      if (chain.some((folder) => folder.id === id)) throw new ValidationError({ idParent: ['blog.folderCycle'] });
    }
    const next: BlogFolderRecord = {
      ...previous,
      name: input.name,
      idParent: input.idParent,
      updatedAt: new Date().toISOString(),
    };
    await guard('blog.folderChanged', () => blogRepository.folders.save(site, previous, next));
    await syncFolder(site, next);
    return folderView(next);
  },

  /**
   * Deletes an empty folder. One that still holds folders or articles is refused: deleting them with it would lose
   * articles silently, moving them would put them where nobody chose.
   */
  async removeFolder(site: SiteId, id: number): Promise<void> {
    const folder = await findFolder(site, id);
    const [folders, articles] = await Promise.all([
      blogRepository.folders.all(site),
      blogRepository.articles.all(site),
    ]);
    if (folders.some((one) => one.idParent === id) || articles.some((one) => one.idFolder === id))
      throw new ConflictError('blog.folderNotEmpty');
    await guard('blog.folderChanged', () => blogRepository.folders.delete(site, folder));
    await translationSync.entity(site, 'blogFolder', id, null, folder.name);
  },

  async get(site: SiteId, id: number): Promise<BlogArticleView> {
    return articleView(await findArticle(site, id));
  },

  /**
   * `GET /blog/article/{idOrUrl}`: an ONLINE article by its url, else by its id (a url may be all digits: it wins);
   * any other status is not found. In the visitor's language.
   */
  async published(site: SiteId, idOrUrl: string, lang: string): Promise<BlogArticleView> {
    const online = (await blogRepository.articles.all(site)).filter(isOnline);
    const article =
      online.find((one) => one.url === idOrUrl) ??
      (/^\d+$/.test(idOrUrl) ? online.find((one) => one.id === Number(idOrUrl)) : undefined);
    if (!article) throw new NotFoundError('blog.articleNotFound');
    return translationOverlay.one(site, lang, 'blogArticle', article.id, articleView(article));
  },

  /**
   * Changes an article's fields: a new image replaces the old one, `removeImage` drops it; a content or a status not
   * sent is kept; a new folder puts it last there.
   */
  async update(site: SiteId, id: number, input: BlogArticleInput): Promise<BlogArticleView> {
    const previous = await findArticle(site, id);
    const idFolder = input.idFolder === undefined ? previous.idFolder : input.idFolder;
    if (idFolder !== previous.idFolder) await checkFolder(site, idFolder);
    const all = await blogRepository.articles.all(site);
    // An article keeps its address when none is typed: a new title must not break the links to it.
    const url = uniqueUrl(all, id, input.url === '' ? { ...input, url: previous.url } : input);
    const stored = await storeImage(site, input);
    const image = stored ?? (input.removeImage || !previous.image ? null : { ...previous.image, alt: input.alt });
    const status = input.status ?? previous.status;
    const next: BlogArticleRecord = {
      ...previous,
      title: input.title,
      url,
      idFolder,
      status,
      order: idFolder === previous.idFolder ? previous.order : nextOrder(all, idFolder),
      tags: input.tags,
      metaTitle: input.metaTitle,
      metaDescription: input.metaDescription,
      content: input.content === null ? previous.content : sanitizeRichText(input.content),
      image,
      updatedAt: new Date().toISOString(),
      publishedAt: publishedAt(previous.publishedAt, status),
    };
    await saveArticle(site, previous, next, stored);
    await syncArticle(site, next);
    if (previous.image && previous.image.key !== next.image?.key) await removeImage(previous.image);
    return articleView(next);
  },

  /** `PUT /admin/blog/{id}/content`: the content alone, sanitised. */
  async setContent(site: SiteId, id: number, content: string): Promise<BlogArticleView> {
    const previous = await findArticle(site, id);
    const next = { ...previous, content: sanitizeRichText(content), updatedAt: new Date().toISOString() };
    await saveArticle(site, previous, next, null);
    await syncArticle(site, next);
    return articleView(next);
  },

  /** `PUT /admin/blog/status/{id}`: publish (ONLINE), archive, hide or back to draft. */
  async setStatus(site: SiteId, id: number, status: BlogArticleStatus): Promise<BlogArticleView> {
    const previous = await findArticle(site, id);
    const next: BlogArticleRecord = {
      ...previous,
      status,
      updatedAt: new Date().toISOString(),
      publishedAt: publishedAt(previous.publishedAt, status),
    };
    await saveArticle(site, previous, next, null);
    await syncArticle(site, next);
    return articleView(next);
  },

  /** Moves an article to a 0-based position among the articles of its folder. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await blogRepository.articles.all(site);
    const article = all.find((one) => one.id === id);
    if (!article) throw new NotFoundError('blog.articleNotFound');
    const siblings = all.filter((one) => one.idFolder === article.idFolder);
    await guard('blog.articleChanged', () => blogRepository.articles.setOrders(site, reorder(siblings, id, position)));
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const article = await findArticle(site, id);
    await guard('blog.articleChanged', () => blogRepository.articles.delete(site, article));
    await translationSync.entity(site, 'blogArticle', id, null, article.title);
    await removeImage(article.image);
  },

  /** `GET /admin/blog-tags`: the tags the site's articles use, each once, sorted. */
  async tags(site: SiteId): Promise<{ tags: string[] }> {
    const all = new Set((await blogRepository.articles.all(site)).flatMap((article) => article.tags));
    return { tags: [...all].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })) };
  },
};
