import type { BlogArticleStatus } from '@cellar/shared/content/blog';
import { entityTypes, keys } from '../data/keys.ts';
import { setOrders } from '../data/set-orders.ts';
import type { SiteId } from '../data/site-id.ts';
import { TransactionConditionFailed } from '../data/transactions.ts';
import type { StoredVariantImage } from './media-repository.ts';
import { SiteItemChanged, siteItems } from './site-items.ts';

/** A blog folder as stored (issue 18): folders form a tree by `idParent`. */
export interface BlogFolderRecord {
  id: number;
  name: string;
  idParent: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A blog article as stored (issue 18). The content is already sanitised HTML. */
export interface BlogArticleRecord {
  id: number;
  title: string;
  url: string;
  idFolder: number | null;
  status: BlogArticleStatus;
  /** 0-based position within its folder. */
  order: number;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  content: string;
  image: StoredVariantImage | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

const folders = siteItems<BlogFolderRecord>({
  key: keys.blogFolder,
  partition: keys.blogPartition,
  skPrefix: 'FOLDER#',
  type: entityTypes.blogFolder,
  counter: 'BLOG_FOLDER',
});

const articles = siteItems<BlogArticleRecord>({
  key: keys.blogArticle,
  partition: keys.blogPartition,
  skPrefix: 'ARTICLE#',
  type: entityTypes.blogArticle,
  counter: 'BLOG_ARTICLE',
});

const byName = (list: BlogFolderRecord[]) =>
  list.sort((a, b) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' }) || a.id - b.id);
const byOrder = (list: BlogArticleRecord[]) => list.sort((a, b) => a.order - b.order || a.id - b.id);

/**
 * The only code that reads and writes blog folders and articles (site-items.ts's storage, one partition of the site):
 * every key names the authorised site. A save, a delete or a move based on an older read fails with `SiteItemChanged`.
 */
export const blogRepository = {
  folders: {
    nextId: folders.nextId,
    get: folders.get,
    save: folders.save,
    delete: folders.delete,
    /** Every folder of the site, by name: one Query. */
    all: async (site: SiteId): Promise<BlogFolderRecord[]> => byName(await folders.all(site)),
  },
  articles: {
    nextId: articles.nextId,
    get: articles.get,
    save: articles.save,
    delete: articles.delete,
    /** Every article of the site, whatever its status, in folder order: one Query. */
    all: async (site: SiteId): Promise<BlogArticleRecord[]> => byOrder(await articles.all(site)),
    /** New positions after a move, all or nothing. */
    async setOrders(site: SiteId, changes: ReadonlyArray<{ id: number; order: number }>): Promise<void> {
      await setOrders(changes.map(({ id, order }) => ({ key: keys.blogArticle(site, id), order }))).catch((error) => {
        throw error instanceof TransactionConditionFailed ? new SiteItemChanged() : error;
      });
    },
  },
};
