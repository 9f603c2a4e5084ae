import { randomUUID } from 'node:crypto';
import type { AwardInput, AwardView } from '@cellar/shared/catalog/award';
import { nomenclatureName } from '@cellar/shared/catalog/nomenclature';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import type { Lang } from '@cellar/shared/i18n/lang';
import { applyListQuery, type ListQuery } from '@cellar/shared/list-query';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { AwardChanged, awardRepository } from '../../repositories/award-repository.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import type { AwardRecord } from '../../repositories/product-records.ts';
import { productRepository, ReferenceMissing } from '../../repositories/product-repository.ts';
import { storeCheckedImage } from '../common/checked-image.ts';
import { nomenclatureService } from '../catalog/nomenclature-service.ts';
import { finishImages } from '../catalog/product-images.ts';
import { awardReferences } from '../../repositories/product-references.ts';
import { overlayAwards, syncAward } from '../catalog/catalogue-texts.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';

async function views(
  site: SiteId,
  awards: readonly AwardRecord[],
  lang: Lang,
  onlyValidProducts: boolean,
): Promise<AwardView[]> {
  const [catalogue, names] = await Promise.all([productRepository.catalogue(site), nomenclatureService.entries()]);
  const products = new Map(catalogue.map(({ product }) => [product.id, product]));
  return awards.flatMap((award) => {
    const product = products.get(award.idProduct);
    if (onlyValidProducts && !product?.valid) return [];
    const type = names.get(award.awardType);
    return [
      {
        id: award.id,
        city: award.city,
        idProduct: award.idProduct,
        productName: product?.name ?? null,
        type: award.awardType,
        typeName: type ? nomenclatureName(type, lang) : null,
        title: award.title,
        description: award.description,
        year: award.year,
        image: award.image ? { url: mediaRepository.url(award.image.key) ?? '', alt: award.image.alt } : null,
      },
    ];
  });
}

function translateFailure(error: unknown): never {
  if (error instanceof ReferenceMissing) throw new ValidationError({ [error.field]: [error.messageKey as MessageKey] });
  if (error instanceof AwardChanged) throw new ConflictError();
  throw error;
}

/** Stores a new image (checked by its bytes) under a new key; answers its key, or null when none was sent. */
const storeImage = async (site: SiteId, input: AwardInput): Promise<string | null> =>
  input.image
    ? storeCheckedImage(input.image, 'images', (extension) =>
        mediaRepository.awardImageKey(site, randomUUID(), extension),
      )
    : null;

async function find(site: SiteId, id: number): Promise<AwardRecord> {
  const award = await awardRepository.get(site, id);
  if (!award) throw new NotFoundError('award.notFound');
  return award;
}

const fields = (input: AwardInput) => ({
  idProduct: input.idProduct,
  city: input.city,
  awardType: input.type,
  title: input.title,
  description: input.description,
  year: input.year,
});

export const awardService = {
  async list(site: SiteId, query: ListQuery, lang: Lang): Promise<{ awards: AwardView[]; total: number }> {
    const all = (await awardRepository.all(site)).sort((a, b) => b.year - a.year || b.id - a.id);
    const { items, total } = applyListQuery(await views(site, all, lang, false), query);
    return { awards: items, total };
  },

  /**
   * `GET /list/award`: the awards of products shoppers may see, newest first; the types named in the interface
   * language, the texts in the content language.
   */
  async published(site: SiteId, lang: Lang, contentLang: string = lang): Promise<AwardView[]> {
    const all = (await awardRepository.all(site)).sort((a, b) => b.year - a.year || b.id - a.id);
    const awards = await overlayAwards(site, contentLang, await views(site, all, lang, true));
    // Their products' names in the language too (one Query of the language's product translations).
    const named = await translationOverlay.many(
      site,
      contentLang,
      'product',
      awards.map((award) => ({ id: award.idProduct, name: award.productName })),
      (product) => product.id,
    );
    return awards.map((award, i) => ({ ...award, productName: named[i]!.name }));
  },

  async create(site: SiteId, input: AwardInput, lang: Lang): Promise<AwardView> {
    const now = new Date().toISOString();
    const imageKey = await storeImage(site, input);
    const award: AwardRecord = {
      id: await awardRepository.nextId(site),
      ...fields(input),
      image: imageKey ? { key: imageKey, alt: input.alt } : null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await awardRepository.save(site, null, award, [], awardReferences(award));
    } catch (error) {
      if (imageKey) await finishImages.removeAll([{ id: '', key: imageKey, alt: '' }]);
      translateFailure(error);
    }
    await syncAward(site, award.id, award);
    return (await views(site, [award], lang, false))[0]!;
  },

  /** Changes an award; a new image replaces the old one, `removeImage` drops it, else it is kept with the new alt text.
   * */
  async update(site: SiteId, id: number, input: AwardInput, lang: Lang): Promise<AwardView> {
    const previous = await find(site, id);
    const imageKey = await storeImage(site, input);
    const image = imageKey
      ? { key: imageKey, alt: input.alt }
      : input.removeImage || !previous.image
        ? null
        : { key: previous.image.key, alt: input.alt };
    const next: AwardRecord = { ...previous, ...fields(input), image, updatedAt: new Date().toISOString() };
    try {
      await awardRepository.save(site, previous, next, awardReferences(previous), awardReferences(next));
    } catch (error) {
      if (imageKey) await finishImages.removeAll([{ id: '', key: imageKey, alt: '' }]);
      translateFailure(error);
    }
    await syncAward(site, id, next);
    if (previous.image && previous.image.key !== next.image?.key)
      await finishImages.removeAll([{ id: '', ...previous.image }]);
    return (await views(site, [next], lang, false))[0]!;
  },

  async remove(site: SiteId, id: number): Promise<void> {
    const award = await find(site, id);
    await awardRepository.delete(site, award, awardReferences(award)).catch(translateFailure);
    await syncAward(site, id, null, award.title);
    if (award.image) await finishImages.removeAll([{ id: '', ...award.image }]);
  },
};
