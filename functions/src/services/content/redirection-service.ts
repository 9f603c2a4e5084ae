import type { RedirectionInput, RedirectionList, RedirectionView } from '@cellar/shared/content/redirection';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  redirectionRepository,
  RedirectionUrlTaken,
  type RedirectionRecord,
} from '../../repositories/redirection-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { edgeEntries } from './edge-entries.ts';

async function find(site: SiteId, id: number): Promise<RedirectionRecord> {
  const redirection = await redirectionRepository.get(site, id);
  if (!redirection) throw new NotFoundError('redirection.notFound');
  return redirection;
}

async function write(site: SiteId, previous: RedirectionRecord | null, next: RedirectionRecord): Promise<void> {
  try {
    await redirectionRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof RedirectionUrlTaken) throw new ValidationError({ oldUrl: ['redirection.duplicate'] });
    if (error instanceof SiteItemChanged) throw new ConflictError('redirection.changed');
    throw error;
  }
  await edgeEntries.redirectionChanged(site, previous, next);
}

/** Redirections of a site (spec 1 §3 "Redirection"; spec 2 §7), applied by the storefront's edge. */
export const redirectionService = {
  async list(site: SiteId, query: ListQuery): Promise<RedirectionList> {
    const { items, total } = applyListQuery(await redirectionRepository.all(site), query);
    return { redirections: items, total };
  },

  async create(site: SiteId, input: RedirectionInput): Promise<RedirectionView> {
    const now = new Date().toISOString();
    const redirection: RedirectionRecord = {
      id: await redirectionRepository.nextId(site),
      oldUrl: input.oldUrl,
      target: input.target,
      statusCode: input.statusCode,
      valid: input.valid ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, redirection);
    return redirection;
  },

  async update(site: SiteId, id: number, input: RedirectionInput): Promise<RedirectionView> {
    const previous = await find(site, id);
    const next: RedirectionRecord = {
      ...previous,
      oldUrl: input.oldUrl,
      target: input.target,
      statusCode: input.statusCode,
      valid: input.valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next);
    return next;
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<RedirectionView> {
    const previous = await find(site, id);
    const next: RedirectionRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next);
    return next;
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const previous = await find(site, id);
    try {
      await redirectionRepository.delete(site, previous);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('redirection.changed');
      throw error;
    }
    await edgeEntries.redirectionChanged(site, previous, null);
  },
};
