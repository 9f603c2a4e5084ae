import { randomUUID } from 'node:crypto';
import {
  newsIssues,
  newsShortDescriptionFunctionality,
  type NewsInput,
  type NewsList,
  type NewsView,
} from '@cellar/shared/content/news';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { mediaRepository, type StoredVariantImage } from '../../repositories/media-repository.ts';
import { newsRepository, type NewsRecord } from '../../repositories/news-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { storeResponsiveImage } from '../common/checked-image.ts';
import { removeImage, responsiveImage } from '../common/image-variants.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import { siteService } from '../super-admin/site-service.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

function view(news: NewsRecord): NewsView {
  return {
    id: news.id,
    title: news.title,
    description: news.description,
    metaDescription: news.metaDescription,
    shortDescription: news.shortDescription,
    image: news.image ? responsiveImage(news.image) : null,
    idStaticFile: news.idStaticFile,
    valid: news.valid,
    promoted: news.promoted,
    createdAt: news.createdAt,
    updatedAt: news.updatedAt,
  };
}

/** Its texts as the storefront reads them, for the translations (kind `news`); drafts too. */
const sync = (site: SiteId, news: NewsRecord) => translationSync.entity(site, 'news', news.id, view(news), news.title);

/** One page of news as the list answers it; filters read the stored fields (`promoted`, `valid`, `title`). */
function page(all: readonly NewsRecord[], query: ListQuery): NewsList {
  const { items, total } = applyListQuery(all, query);
  return { list: items.map(view), total, current: query.page };
}

async function find(site: SiteId, id: number): Promise<NewsRecord> {
  const news = await newsRepository.get(site, id);
  if (!news) throw new NotFoundError('news.notFound');
  return news;
}

/** Spec 1 §5 "News", with the site's option and whether an image is there after this save. */
async function checkRules(site: SiteId, input: NewsInput, description: string, keepsImage: boolean): Promise<void> {
  const { functionalities } = await siteService.record(site);
  const issues = newsIssues(
    { ...input, description },
    {
      shortDescriptionRequired: functionalities.includes(newsShortDescriptionFunctionality),
      hasImage: input.image !== null || keepsImage,
    },
  );
  const fields = Object.entries(issues);
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map(([field, key]) => [field, [key]])));
}

/**
 * Stores a new image (checked by its bytes) under a new key, with its variants; answers what to record (its alt text
 * still to add), or null when none was sent.
 */
const storeImage = async (site: SiteId, input: NewsInput): Promise<StoredVariantImage | null> =>
  input.image
    ? {
        ...(await storeResponsiveImage(input.image, 'image', (extension) =>
          mediaRepository.newsImageKey(site, randomUUID(), extension),
        )),
        alt: input.alt,
      }
    : null;

async function write(site: SiteId, previous: NewsRecord | null, next: NewsRecord, stored: StoredVariantImage | null) {
  try {
    await newsRepository.save(site, previous, next);
  } catch (error) {
    await removeImage(stored);
    if (error instanceof SiteItemChanged) throw new ConflictError('news.changed');
    throw error;
  }
}

/** Every news item of the site as the storefront reads it, for a rebuild of the translations. */
export const newsTranslatables = async (site: SiteId): Promise<TranslatableEntity[]> =>
  (await newsRepository.all(site)).map((news) => ({ id: news.id, entity: view(news), label: news.title }));

/** News of a site (spec 1 §3, §5 "News"; issue 17). */
export const newsService = {
  /**
   * `GET /news`: the valid news, newest first, in the visitor's language; `promoted=true` reads only the promoted ones
   * (the banner; one Query).
   */
  async published(site: SiteId, query: ListQuery, lang: string): Promise<NewsList> {
    const promotedOnly = query.filters.some((f) => f.field === 'promoted' && f.op === 'eq' && f.value === 'true');
    const all = promotedOnly ? await newsRepository.promoted(site) : await newsRepository.valid(site);
    const answer = page(all, query);
    return { ...answer, list: await translationOverlay.many(site, lang, 'news', answer.list, (news) => news.id) };
  },

  /** `GET /news/{id}`: one valid news item in the visitor's language; an invalid one is not found. */
  async publishedOne(site: SiteId, id: number, lang: string): Promise<NewsView> {
    const news = await newsRepository.get(site, id);
    if (!news?.valid) throw new NotFoundError('news.notFound');
    return translationOverlay.one(site, lang, 'news', id, view(news));
  },

  /** `GET /admin/news`: every news item, valid or not. */
  async list(site: SiteId, query: ListQuery): Promise<NewsList> {
    return page(await newsRepository.all(site), query);
  },

  async get(site: SiteId, id: number): Promise<NewsView> {
    return view(await find(site, id));
  },

  async create(site: SiteId, input: NewsInput): Promise<NewsView> {
    const description = sanitizeRichText(input.description);
    await checkRules(site, input, description, false);
    const stored = await storeImage(site, input);
    const now = new Date().toISOString();
    const news: NewsRecord = {
      id: await newsRepository.nextId(site),
      title: input.title,
      description,
      metaDescription: input.metaDescription,
      shortDescription: input.shortDescription,
      image: stored,
      idStaticFile: input.idStaticFile,
      valid: input.valid ?? true,
      promoted: input.promoted ?? false,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, news, stored);
    await sync(site, news);
    return view(news);
  },

  /** A new image replaces the old one; `removeImage` drops it; else it stays, with the alt text sent. */
  async update(site: SiteId, id: number, input: NewsInput): Promise<NewsView> {
    const previous = await find(site, id);
    const description = sanitizeRichText(input.description);
    await checkRules(site, input, description, previous.image !== null && !input.removeImage);
    const stored = await storeImage(site, input);
    const image = stored ?? (input.removeImage || !previous.image ? null : { ...previous.image, alt: input.alt });
    const next: NewsRecord = {
      ...previous,
      title: input.title,
      description,
      metaDescription: input.metaDescription,
      shortDescription: input.shortDescription,
      image,
      idStaticFile: input.idStaticFile,
      valid: input.valid ?? previous.valid,
      promoted: input.promoted ?? previous.promoted,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next, stored);
    await sync(site, next);
    if (previous.image && previous.image.key !== next.image?.key) await removeImage(previous.image);
    return view(next);
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<NewsView> {
    const previous = await find(site, id);
    const next: NewsRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next, null);
    await sync(site, next);
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const news = await find(site, id);
    try {
      await newsRepository.delete(site, news);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('news.changed');
      throw error;
    }
    await translationSync.entity(site, 'news', id, null, news.title);
    await removeImage(news.image);
  },
};
