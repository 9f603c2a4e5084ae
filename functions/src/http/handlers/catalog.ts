import { customizationService } from '../../services/catalog/customization-service.ts';
import { decreasingDiscountService } from '../../services/catalog/decreasing-discount-service.ts';
import { detailsTypeService } from '../../services/catalog/details-type-service.ts';
import { nomenclatureService } from '../../services/catalog/nomenclature-service.ts';
import { imageUploadUrl } from '../../services/catalog/product-images.ts';
import { productService } from '../../services/catalog/product-service.ts';
import { productTemplateService } from '../../services/catalog/product-template-service.ts';
import { storeCatalogService } from '../../services/catalog/store-catalog-service.ts';
import { variationService } from '../../services/catalog/variation-service.ts';
import type { GroupHandlers } from '../types.ts';

/** Routes still mapped to notImplemented answer 501 until they are built. */
export const catalogHandlers: GroupHandlers<'catalog'> = {
  productDecreasingDiscount: async ({ site, params }) => ({
    data: await decreasingDiscountService.forShoppers(site, params.id),
  }),
  productCustomizations: async ({ site, params }) => ({
    data: await customizationService.forShoppers(site, params.id),
  }),
  productFeatures: async ({ site, params }) => ({ data: await storeCatalogService.productFeatures(site, params.id) }),
  productTags: async ({ site, params }) => ({ data: await storeCatalogService.productTags(site, params.id) }),
  vintageFeatures: async ({ site, params }) => ({ data: await storeCatalogService.vintageFeatures(site, params.id) }),
  vintageDetails: async ({ site, params, lang, contentLang }) => ({
    data: await storeCatalogService.vintageDetails(site, params.id, lang, contentLang),
  }),
  adminProducts: async ({ site, query }) => ({ data: await productService.list(site, query) }),
  adminProduct: async ({ site, params }) => ({ data: await productService.get(site, params.id) }),
  adminProductRecommendedTags: async ({ site, params }) => ({
    data: { tags: await productService.recommendedTags(site, params.id) },
  }),
  adminProductTags: async ({ site }) => ({ data: { tags: await productService.tags(site) } }),
  adminProductCreate: async ({ site, body }) => ({
    message: 'product.created',
    data: await productService.create(site, body),
  }),
  adminProductUpdate: async ({ site, params, body }) => ({
    message: 'product.updated',
    data: await productService.update(site, params.id, body),
  }),
  adminProductValid: async ({ site, params, body }) => ({
    message: 'product.updated',
    data: await productService.setValid(site, params.id, body.valid),
  }),
  adminProductDelete: async ({ site, params }) => {
    await productService.remove(site, params.id);
    return { message: 'product.deleted', data: null };
  },
  adminProductOrder: async ({ site, params, body }) => {
    await productService.move(site, params.id, body.order);
    return { message: 'product.updated', data: null };
  },
  adminProductDecreasingDiscount: async ({ site, params, body }) => ({
    message: 'decreasingDiscount.updated',
    data: await decreasingDiscountService.set(site, params.id, body.discounts),
  }),
  adminProductTemplates: async ({ site, query }) => ({ data: await productTemplateService.list(site, query) }),
  adminProductTemplateUpload: async ({ site, body }) => ({
    message: 'template.uploaded',
    data: await productTemplateService.upload(site, body),
  }),
  adminProductTemplateDownload: async ({ site, params }) => ({
    binary: await productTemplateService.download(site, params.id),
  }),
  adminProductTemplateDelete: async ({ site, params }) => {
    await productTemplateService.remove(site, params.id);
    return { message: 'template.deleted', data: null };
  },
  adminVintageCreate: async ({ site, params, body }) => ({
    message: 'vintage.created',
    data: await productService.createVintage(site, params.id, body),
  }),
  adminVintageUpdate: async ({ site, params, body }) => ({
    message: 'vintage.updated',
    data: await productService.updateVintage(site, params.id, body),
  }),
  adminVintageValid: async ({ site, params, body }) => ({
    message: 'vintage.updated',
    data: await productService.setVintageValid(site, params.id, body.valid),
  }),
  adminVintageDelete: async ({ site, params }) => {
    await productService.removeVintage(site, params.id);
    return { message: 'vintage.deleted', data: null };
  },
  adminVintageOrder: async ({ site, params, body }) => {
    await productService.moveVintage(site, params.id, body.order);
    return { message: 'vintage.updated', data: null };
  },
  adminVariations: async ({ site, query }) => ({ data: await variationService.list(site, query) }),
  adminVariationCreate: async ({ site, body }) => ({
    message: 'variation.created',
    data: await variationService.create(site, body),
  }),
  adminVariation: async ({ site, params }) => ({ data: await variationService.get(site, params.id) }),
  adminVariationUpdate: async ({ site, params, body }) => ({
    message: 'variation.updated',
    data: await variationService.update(site, params.id, body),
  }),
  adminVariationOrder: async ({ site, params, body }) => {
    await variationService.move(site, params.id, body.order);
    return { message: 'variation.updated', data: null };
  },
  adminCustomizations: async ({ site, query }) => ({ data: await customizationService.list(site, query) }),
  adminCustomizationCreate: async ({ site, body }) => ({
    message: 'customization.created',
    data: await customizationService.create(site, body),
  }),
  adminCustomizationUpdate: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.update(site, params.id, body),
  }),
  adminCustomizationDelete: async ({ site, params }) => {
    await customizationService.remove(site, params.id);
    return { message: 'customization.deleted', data: null };
  },
  adminCustomizationOrder: async ({ site, params, body }) => {
    await customizationService.move(site, params.id, body.order);
    return { message: 'customization.updated', data: null };
  },
  adminCustomizationValueCreate: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.addValue(site, params.id, body),
  }),
  adminCustomizationValueUpdate: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.updateValue(site, params.id, params.idValue, body),
  }),
  adminCustomizationValueDelete: async ({ site, params }) => ({
    message: 'customization.updated',
    data: await customizationService.removeValue(site, params.id, params.idValue),
  }),
  adminCustomizationValueOrder: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.moveValue(site, params.id, params.idValue, body.order),
  }),
  adminProductCustomizationLink: async ({ site, params, body }) => ({
    message: 'customization.linked',
    data: await customizationService.link(site, params.idProduct, params.idCustomization, body),
  }),
  adminProductCustomizationLinkUpdate: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.updateLink(site, params.idProduct, params.idCustomization, body),
  }),
  adminProductCustomizationUnlink: async ({ site, params }) => ({
    message: 'customization.unlinked',
    data: await customizationService.unlink(site, params.idProduct, params.idCustomization),
  }),
  adminProductCustomizationLinkOrder: async ({ site, params, body }) => ({
    message: 'customization.updated',
    data: await customizationService.moveLink(site, params.idProduct, params.idCustomization, body.order),
  }),
  adminProductDetailsTypes: async ({ site }) => ({ data: { items: await detailsTypeService.list(site) } }),
  adminProductDetailsTypeCreate: async ({ site, body }) => ({
    message: 'detailsType.created',
    data: await detailsTypeService.create(site, body),
  }),
  adminProductDetailsTypeUpdate: async ({ site, params, body }) => ({
    message: 'detailsType.updated',
    data: await detailsTypeService.rename(site, params.id, body),
  }),
  adminProductDetailsTypeDelete: async ({ site, params }) => {
    await detailsTypeService.remove(site, params.id);
    return { message: 'detailsType.deleted', data: null };
  },
  storeProducts: async ({ site, query, lang, contentLang }) => ({
    data: await storeCatalogService.list(site, query, lang, contentLang),
  }),
  storeProduct: async ({ site, params, lang, contentLang }) => ({
    data: await storeCatalogService.product(site, params.id, lang, contentLang),
  }),
  adminProductImageUploadUrl: async ({ site, body }) => ({ data: await imageUploadUrl(site, body) }),
  listByType: async ({ params, lang }) => ({ data: { items: await nomenclatureService.ofType(params.type, lang) } }),
  superAdminNomenclatures: async ({ query }) => ({ data: { items: await nomenclatureService.list(query.type) } }),
  superAdminNomenclatureCreate: async ({ body, principal }) => ({
    message: 'nomenclature.created',
    data: await nomenclatureService.create(body, principal.user),
  }),
  superAdminNomenclatureUpdate: async ({ params, body, principal }) => ({
    message: 'nomenclature.updated',
    data: await nomenclatureService.update(params.id, body, principal.user),
  }),
  superAdminNomenclatureDelete: async ({ params }) => {
    await nomenclatureService.remove(params.id);
    return { message: 'nomenclature.deleted', data: null };
  },
};
