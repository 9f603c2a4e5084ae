import { awardRepository } from '../../../repositories/award-repository.ts';
import { homeCardRepository } from '../../../repositories/home-card-repository.ts';
import { popupRepository } from '../../../repositories/popup-repository.ts';
import { productRepository } from '../../../repositories/product-repository.ts';
import { serviceRepository } from '../../../repositories/service-repository.ts';
import { awardTexts, productTexts } from '../../catalog/catalogue-texts.ts';
import { siteInformationEntityId, siteInformationService } from '../../sites/site-information-service.ts';
import { registerTranslatableSource } from '../translatable-sources.ts';

/**
 * The shop's entities for a rebuild (catalogue-kinds.ts): every one of the site's, valid or not, with the texts at
 * the same paths as their public reads (images by id where the answer has ids, a product's by position).
 */
const imageAlts = (images: ReadonlyArray<{ id: string; alt: string }>) =>
  images.map((image) => ({ id: image.id, alt: image.alt }));

registerTranslatableSource('product', async (site) =>
  (await productRepository.catalogue(site)).map(({ product }) => ({
    id: product.id,
    entity: productTexts(product),
    label: product.name,
  })),
);

registerTranslatableSource('award', async (site) =>
  (await awardRepository.all(site)).map((award) => ({ id: award.id, entity: awardTexts(award), label: award.title })),
);

registerTranslatableSource('service', async (site) =>
  (await serviceRepository.all(site)).map((service) => ({
    id: service.id,
    entity: { title: service.title, metaDescription: service.metaDescription, images: imageAlts(service.images) },
    label: service.title,
  })),
);

registerTranslatableSource('popup', async (site) =>
  (await popupRepository.all(site)).map((popup) => ({
    id: popup.id,
    entity: { title: popup.title, content: popup.content, image: popup.image ? { alt: popup.image.alt } : null },
    label: popup.title,
  })),
);

registerTranslatableSource('homeCard', async (site) =>
  (await homeCardRepository.all(site)).map((card) => ({
    id: card.id,
    entity: { title: card.title, description: card.description, images: imageAlts(card.images) },
    label: card.title,
  })),
);

registerTranslatableSource('siteInformation', async (site) => [
  { id: siteInformationEntityId, entity: await siteInformationService.get(site), label: 'Information' },
]);
