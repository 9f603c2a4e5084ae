import { randomUUID } from 'node:crypto';
import {
  homeCardIssues,
  type HomeCardInput,
  type HomeCardList,
  type HomeCardView,
} from '@cellar/shared/content/home-card';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { HomeCardChanged, homeCardRepository, type HomeCardRecord } from '../../repositories/home-card-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { storeResponsiveImage } from '../common/checked-image.ts';
import { removeImage, responsiveImage } from '../common/image-variants.ts';
import { sanitizeRichText } from '../sites/rich-text.ts';

type StoredImage = HomeCardRecord['images'][number];

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
  const fields = Object.entries(issues);
  if (fields.length > 0) throw new ValidationError(Object.fromEntries(fields.map(([field, key]) => [field, [key]])));
}

/** Removes images with their variants (quietly: an orphan object is harmless). */
const forget = (images: readonly StoredImage[]) => Promise.all(images.map(removeImage));

/**
 * The images after this save, in the order of `imageMeta`: new files (checked by their bytes, stored under new keys)
 * and kept ones (by id, with their new alt text). Answers them and the images written, to remove if the save fails.
 */
async function storeImages(
  site: SiteId,
  input: HomeCardInput,
  previous: readonly StoredImage[],
): Promise<{ images: StoredImage[]; written: StoredImage[] }> {
  const images: StoredImage[] = [];
  const written: StoredImage[] = [];
  try {
    for (const [index, meta] of input.imageMeta.entries()) {
      if (meta.file === undefined) {
        const kept = previous.find((image) => image.id === meta.id);
        if (!kept) throw new ValidationError({ [`imageMeta.${index}`]: ['validation.invalidValue'] });
        images.push({ ...kept, alt: meta.alt });
        continue;
      }
      const id = randomUUID();
      const { key, width, height, widths } = await storeResponsiveImage(
        input.files[meta.file]!,
        `images.${meta.file}`,
        (extension) => mediaRepository.homeCardImageKey(site, id, extension),
      );
      const image = { id, key, alt: meta.alt, width, height, widths };
      written.push(image);
      images.push(image);
    }
  } catch (error) {
    await forget(written);
    throw error;
  }
  return { images, written };
}

async function write(site: SiteId, previous: HomeCardRecord | null, next: HomeCardRecord, written: StoredImage[]) {
  try {
    await homeCardRepository.save(site, previous, next);
  } catch (error) {
    await forget(written);
    if (error instanceof HomeCardChanged) throw new ConflictError('homeCard.changed');
    throw error;
  }
}

/** Home cards of a site (spec 1 §3 "Home card", §5 "Home card"; issue 17). */
export const homeCardService = {
  /** `GET /home-card` and `GET /admin/home-card`: every card, by order (the spec shows no valid flag). */
  async list(site: SiteId): Promise<HomeCardList> {
    return { list: (await homeCardRepository.all(site)).map(view) };
  },

  async create(site: SiteId, input: HomeCardInput): Promise<HomeCardView> {
    const description = sanitizeRichText(input.description);
    checkRules(input, description);
    const id = await homeCardRepository.nextId(site);
    const { images, written } = await storeImages(site, input, []);
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
    const { images, written } = await storeImages(site, input, previous.images);
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
    await forget(previous.images.filter((image) => !kept.has(image.key)));
    return view(next);
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const card = await find(site, id);
    try {
      await homeCardRepository.delete(site, card);
    } catch (error) {
      if (error instanceof HomeCardChanged) throw new ConflictError('homeCard.changed');
      throw error;
    }
    await forget(card.images);
  },
};
