import {
  homeCardIssues,
  type HomeCardInput,
  type HomeCardList,
  type HomeCardView,
} from '@cellar/shared/content/home-card';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { homeCardRepository, type HomeCardRecord } from '../../repositories/home-card-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { forgetImages, storeImageList, type ListedImage } from '../common/image-list.ts';
import { responsiveImage } from '../common/image-variants.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';

function view(card: HomeCardRecord): HomeCardView {
  return {
    id: card.id,
    title: card.title,
    description: card.description,
    order: card.order,
    images: card.images.map((image) => ({ id: image.id, ...responsiveImage(image) })),
  };
}

async function find(site: SiteId, id: number): Promise<HomeCardRecord> {
  const card = await homeCardRepository.get(site, id);
  if (!card) throw new NotFoundError('homeCard.notFound');
  return card;
}

/** The rules read the description as it will be stored: markup that sanitises to nothing is no description. */
function checkRules(input: HomeCardInput, description: string): void {
  const issues = homeCardIssues({ ...input, description, images: input.imageMeta });
  const fields = Object.entries(issues) as Array<[string, MessageKey]>;
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map(([field, key]) => [field, [key]])));
}

async function write(site: SiteId, previous: HomeCardRecord | null, next: HomeCardRecord, written: ListedImage[]) {
  try {
    await homeCardRepository.save(site, previous, next);
  } catch (error) {
    await forgetImages(written);
    if (error instanceof SiteItemChanged) throw new ConflictError('homeCard.changed');
    throw error;
  }
  // Its texts as the storefront reads them, for the translations (kind `homeCard`).
  await translationSync.entity(site, 'homeCard', next.id, view(next), next.title);
}

/** Home cards of a site (spec 1 §3 "Home card", §5 "Home card"; issue 17). */
export const homeCardService = {
  /** `GET /admin/home-card`: every card, by order (the spec shows no valid flag). */
  async list(site: SiteId): Promise<HomeCardList> {
    return { list: (await homeCardRepository.all(site)).map(view) };
  },

  /** `GET /home-card`: every card, by order, in the visitor's language. */
  async published(site: SiteId, lang: string): Promise<HomeCardList> {
    const { list } = await this.list(site);
    return { list: await translationOverlay.many(site, lang, 'homeCard', list, (card) => card.id) };
  },

  async create(site: SiteId, input: HomeCardInput): Promise<HomeCardView> {
    const description = sanitizeRichText(input.description);
    checkRules(input, description);
    const id = await homeCardRepository.nextId(site);
    const { images, written } = await storeImageList(input, [], (id, extension) =>
      mediaRepository.homeCardImageKey(site, id, extension),
    );
    const now = new Date().toISOString();
    const card: HomeCardRecord = {
      id,
      title: input.title,
      description,
      order: input.order!,
      images,
      createdAt: now,
      updatedAt: now,
    };
    await write(site, null, card, written);
    return view(card);
  },

  /** The images named by `imageMeta` stay (new files join them); the others are removed once saved. */
  async update(site: SiteId, id: number, input: HomeCardInput): Promise<HomeCardView> {
    const previous = await find(site, id);
    const description = sanitizeRichText(input.description);
    checkRules(input, description);
    const { images, written } = await storeImageList(input, previous.images, (id, extension) =>
      mediaRepository.homeCardImageKey(site, id, extension),
    );
    const next: HomeCardRecord = {
      ...previous,
      title: input.title,
      description,
      order: input.order!,
      images,
      updatedAt: new Date().toISOString(),
    };
    await write(site, previous, next, written);
    const kept = new Set(images.map((image) => image.key));
    await forgetImages(previous.images.filter((image) => !kept.has(image.key)));
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const card = await find(site, id);
    try {
      await homeCardRepository.delete(site, card);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('homeCard.changed');
      throw error;
    }
    await translationSync.entity(site, 'homeCard', id, null, card.title);
    await forgetImages(card.images);
  },
};
