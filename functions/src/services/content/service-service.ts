import { serviceIssues, type ServiceInput, type ServiceList, type ServiceView } from '@cellar/shared/content/service';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { serviceRepository, type ServiceRecord } from '../../repositories/service-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { forgetImages, storeImageList, type ListedImage } from '../common/image-list.ts';
import { responsiveImage } from '../common/image-variants.ts';
import { reorder } from '../common/ordering.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

/** The images as the storefront shows them: the original and its AVIF and WebP widths (`srcset`). */
function view(service: ServiceRecord): ServiceView {
  return {
    id: service.id,
    title: service.title,
    metaDescription: service.metaDescription,
    price: service.price,
    tags: service.tags,
    images: service.images.map((image) => ({ id: image.id, ...responsiveImage(image) })),
    order: service.order,
    valid: service.valid,
  };
}

/** A service has a list of tags: `tags` filters match one of them (equal or like), the other filters the fields. */
function page(all: readonly ServiceRecord[], query: ListQuery): ServiceList {
  const tagFilters = query.filters.filter((f) => f.field === 'tags');
  const tagged = all.filter((service) =>
    tagFilters.every((f) =>
      service.tags.some((tag) =>
        f.op === 'like'
          ? tag.toLowerCase().includes(f.value.toLowerCase())
          : tag.toLowerCase() === f.value.toLowerCase(),
      ),
    ),
  );
  const { items, total } = applyListQuery(tagged, {
    ...query,
    filters: query.filters.filter((f) => f.field !== 'tags'),
  });
  return { list: items.map(view), total, current: query.page };
}

async function find(site: SiteId, id: number): Promise<ServiceRecord> {
  const service = await serviceRepository.get(site, id);
  if (!service) throw new NotFoundError('service.notFound');
  return service;
}

function checkRules(input: ServiceInput, isAdd: boolean): void {
  const issues = serviceIssues(input, { isAdd, hasImage: input.imageMeta.length > 0 });
  const fields = Object.entries(issues);
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map(([field, key]) => [field, [key]])));
}

async function write(site: SiteId, previous: ServiceRecord | null, next: ServiceRecord, written: ListedImage[]) {
  try {
    await serviceRepository.save(site, previous, next);
  } catch (error) {
    await forgetImages(written);
    if (error instanceof SiteItemChanged) throw new ConflictError('service.changed');
    throw error;
  }
  // Its texts as the storefront reads them, for the translations (kind `service`); invalid ones too.
  await translationSync.entity(site, 'service', next.id, view(next), next.title);
}

/** Services of a site (spec 1 §3 "Service", §5 "Service"; spec 2 §7; issue 17). */
export const serviceService = {
  /** `GET /service`: the valid services in their order, in the visitor's language (filters read the source). */
  async published(site: SiteId, query: ListQuery, lang: string): Promise<ServiceList> {
    const answer = page(
      (await serviceRepository.all(site)).filter((service) => service.valid),
      query,
    );
    return { ...answer, list: await translationOverlay.many(site, lang, 'service', answer.list, (s) => s.id) };
  },

  /** `GET /admin/service`: every service, valid or not, in order. */
  async list(site: SiteId, query: ListQuery): Promise<ServiceList> {
    return page(await serviceRepository.all(site), query);
  },

  async get(site: SiteId, id: number): Promise<ServiceView> {
    return view(await find(site, id));
  },

  /** The tags the services use, each once, sorted: the form suggests them. */
  async tags(site: SiteId): Promise<{ tags: string[] }> {
    const all = new Set((await serviceRepository.all(site)).flatMap((service) => service.tags));
    return { tags: [...all].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })) };
  },

  /** A new service, last in the list. */
  async create(site: SiteId, input: ServiceInput): Promise<ServiceView> {
    checkRules(input, true);
    const existing = await serviceRepository.all(site);
    const id = await serviceRepository.nextId(site);
    const { images, written } = await storeImageList(input, [], (id, extension) =>
      mediaRepository.serviceImageKey(site, id, extension),
    );
    const now = new Date().toISOString();
    const service: ServiceRecord = {
      id,
      title: input.title,
      metaDescription: input.metaDescription,
      price: input.price!,
      tags: input.tags,
      images,
      order: existing.reduce((max, s) => Math.max(max, s.order + 1), 0),
      valid: input.valid ?? true,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, service, written);
    return view(service);
  },

  /** The images named by `imageMeta` stay (new files join them); the others are removed once saved. */
  async update(site: SiteId, id: number, input: ServiceInput): Promise<ServiceView> {
    const previous = await find(site, id);
    checkRules(input, false);
    const { images, written } = await storeImageList(input, previous.images, (id, extension) =>
      mediaRepository.serviceImageKey(site, id, extension),
    );
    const next: ServiceRecord = {
      ...previous,
      title: input.title,
      metaDescription: input.metaDescription,
      price: input.price!,
      tags: input.tags,
      images,
      valid: input.valid ?? previous.valid,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next, written);
    const kept = new Set(images.map((image) => image.key));
    await forgetImages(previous.images.filter((image) => !kept.has(image.key)));
    return view(next);
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<ServiceView> {
    const previous = await find(site, id);
    const next: ServiceRecord = { ...previous, valid, updatedAt: new Date().toISOString() };
    await write(site, previous, next, []);
    return view(next);
  },

  /** Moves a service to a 0-based position of the list. */
  async move(site: SiteId, id: number, position: number): Promise<void> {
    const all = await serviceRepository.all(site);
    if (!all.some((service) => service.id === id)) throw new NotFoundError('service.notFound');
    try {
      await serviceRepository.setOrders(site, reorder(all, id, position));
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('service.changed');
      throw error;
    }
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const service = await find(site, id);
    try {
      await serviceRepository.delete(site, service);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('service.changed');
      throw error;
    }
    await translationSync.entity(site, 'service', id, null, service.title);
    await forgetImages(service.images);
  },
};
