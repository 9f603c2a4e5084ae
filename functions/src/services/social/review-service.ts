import {
  reviewUrlOf,
  type ReviewLocation,
  type ReviewLocationInput,
  type ReviewLocationList,
} from '@cellar/shared/social/social';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { socialRepository, type ReviewLocationRecord } from '../../repositories/social-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';

const view = (record: ReviewLocationRecord): ReviewLocation => ({
  id: record.id,
  name: record.name,
  placeId: record.placeId,
  reviewUrl: reviewUrlOf(record.placeId),
  createdAt: record.createdAt,
});

const changed = (error: unknown): never => {
  if (error instanceof SiteItemChanged) throw new ConflictError('social.changed');
  throw error;
};

/** Review locations and the review mail's delay (spec 1 §3 "Social", §5; docs/social.md). */
export const reviewService = {
  async list(site: SiteId): Promise<ReviewLocationList> {
    const [records, reviewMailDays] = await Promise.all([
      socialRepository.reviewLocations.all(site),
      socialRepository.reviewMailDays(site),
    ]);
    return { list: records.map(view), reviewMailDays };
  },

  /** A place is a review location once. */
  async add(site: SiteId, input: ReviewLocationInput): Promise<ReviewLocation> {
    const existing = await socialRepository.reviewLocations.all(site);
    if (existing.some((r) => r.placeId === input.placeId))
      throw new ConflictError('social.reviewLocationExists', { placeId: ['social.reviewLocationExists'] });
    const now = new Date().toISOString();
    const record: ReviewLocationRecord = {
      id: await socialRepository.reviewLocations.nextId(site),
      name: input.name,
      placeId: input.placeId,
      createdAt: now,
      updatedAt: now,
    };
    await socialRepository.reviewLocations.save(site, null, record).catch(changed);
    return view(record);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const record = await socialRepository.reviewLocations.get(site, id);
    if (!record) throw new NotFoundError('social.reviewLocationNotFound');
    await socialRepository.reviewLocations.delete(site, record).catch(changed);
  },

  async setReviewMail(site: SiteId, days: number | null): Promise<{ reviewMailDays: number | null }> {
    await socialRepository.setReviewMailDays(site, days);
    return { reviewMailDays: days };
  },
};
