import type { FacebookPage, FacebookPageList } from '@cellar/shared/social/social';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { socialAdapters } from '../../adapters/social/social-adapters.ts';
import { socialRepository, type FacebookPageRecord } from '../../repositories/social-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { socialFailure } from './social-errors.ts';

/** What the admin sees of a page: never its token. */
const view = (page: FacebookPageRecord): FacebookPage => ({
  id: page.id,
  pageId: page.pageId,
  name: page.name,
  category: page.category,
  pictureUrl: page.pictureUrl,
  active: page.active,
  updatedAt: page.updatedAt,
});

async function list(site: SiteId): Promise<FacebookPageList> {
  const pages = await socialRepository.facebookPages.all(site);
  return { adapter: socialAdapters().facebook.name, pages: pages.map(view) };
}

async function find(site: SiteId, id: number): Promise<FacebookPageRecord> {
  const page = await socialRepository.facebookPages.get(site, id);
  if (!page) throw new NotFoundError('social.facebookPageNotFound');
  return page;
}

async function write(site: SiteId, previous: FacebookPageRecord | null, next: FacebookPageRecord) {
  try {
    await socialRepository.facebookPages.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('social.changed');
    throw error;
  }
}

/** Facebook pages (spec 2 §7; docs/social.md): loaded from a user token, each page's own token kept server-side. */
export const facebookService = {
  list,

  /**
   * The pages the token manages: new ones added (not publishing until the admin says so), known ones refreshed
   * (name, picture, token), the others left as they are.
   */
  async load(site: SiteId, userAccessToken: string): Promise<FacebookPageList> {
    const managed = await socialAdapters()
      .facebook.pages(userAccessToken)
      .catch((error: unknown) =>
        socialFailure(error, { refused: 'social.facebookLinkFailed', expired: 'social.facebookLinkFailed' }),
      );
    const known = await socialRepository.facebookPages.all(site);
    const now = new Date().toISOString();
    for (const page of managed) {
      const previous = known.find((k) => k.pageId === page.pageId) ?? null;
      const next: FacebookPageRecord = previous
        ? { ...previous, ...page, updatedAt: now }
        : {
            id: await socialRepository.facebookPages.nextId(site),
            ...page,
            active: false,
            createdAt: now,
            updatedAt: now,
          };
      await write(site, previous, next);
    }
    return list(site);
  },

  async update(site: SiteId, id: number, active: boolean): Promise<FacebookPage> {
    const previous = await find(site, id);
    const next = { ...previous, active, updatedAt: new Date().toISOString() };
    await write(site, previous, next);
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await find(site, id);
    try {
      await socialRepository.facebookPages.delete(site, previous);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('social.changed');
      throw error;
    }
  },
};
