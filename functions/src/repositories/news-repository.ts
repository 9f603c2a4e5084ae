import { queryPartition } from '../data/collection.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import type { StoredVariantImage } from './media-repository.ts';
import { siteItems, strip } from './site-items.ts';

/** A news item as stored (issue 17; docs/data-model.md). The description is already sanitised HTML. */
export interface NewsRecord {
  id: number;
  title: string;
  description: string;
  metaDescription: string;
  shortDescription: string | null;
  /** The media object's key, its alt text, its size and the widths of its variants (none before they existed). */
  image: StoredVariantImage | null;
  idStaticFile: number | null;
  valid: boolean;
  promoted: boolean;
  createdAt: string;
  updatedAt: string;
}

const news = siteItems<NewsRecord>({
  key: keys.news,
  partition: keys.newsPartition,
  skPrefix: 'NEWS#',
  type: entityTypes.news,
  counter: 'NEWS',
  // Sparse indexes: the storefront's list holds the valid news, the banner the valid and promoted ones.
  indexKeys: (site, record) =>
    record.valid
      ? {
          ...keys.newsValidIndex(site, record.createdAt, record.id),
          ...(record.promoted ? keys.newsPromotedIndex(site, record.createdAt, record.id) : {}),
        }
      : null,
});

const newestFirst = (items: NewsRecord[]): NewsRecord[] =>
  items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);

const fromIndex = async (partition: string, index: 'gsi1' | 'gsi2') =>
  newestFirst((await queryPartition<Record<string, unknown>>(partition, { index })).map((i) => strip<NewsRecord>(i)));

/**
 * The only code that reads and writes news items; every key names the authorised site. Writes are conditioned on the
 * `updatedAt` that was read (`SiteItemChanged` otherwise).
 */
export const newsRepository = {
  nextId: news.nextId,
  get: news.get,
  save: news.save,
  delete: news.delete,

  /** Every news item of the site, valid or not, newest first: one Query of its partition. */
  async all(site: SiteId): Promise<NewsRecord[]> {
    return newestFirst(await news.all(site));
  },

  /** The valid news, newest first: one Query of the sparse gsi1. */
  valid: (site: SiteId): Promise<NewsRecord[]> => fromIndex(keys.newsValidPartition(site), 'gsi1'),

  /** The valid and promoted news, newest first: one Query of the sparse gsi2. */
  promoted: (site: SiteId): Promise<NewsRecord[]> => fromIndex(keys.newsPromotedPartition(site), 'gsi2'),
};
