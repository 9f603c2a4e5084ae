import { detailsTypeService } from '../../services/details-type-service.ts';
import { nomenclatureService } from '../../services/nomenclature-service.ts';
import { imageUploadUrl } from '../../services/product-images.ts';
import { productService } from '../../services/product-service.ts';
import { storeCatalogService } from '../../services/store-catalog-service.ts';
import { notImplemented, type GroupHandlers } from '../types.ts';

/** Routes still mapped to notImplemented answer 501 until they are built. */
export const catalogHandlers: GroupHandlers<'catalog'> = {
  productDecreasingDiscount: notImplemented,
  productCustomizations: notImplemented,
  productFeatures: async ({ site, params }) => ({ data: await storeCatalogService.productFeatures(site, params.id) }),
  productTags: async ({ site, params }) => ({ data: await storeCatalogService.productTags(site, params.id) }),
  vintageFeatures: async ({ site, params }) => ({ data: await storeCatalogService.vintageFeatures(site, params.id) }),
  vintageDetails: async ({ site, params, lang }) => ({ data: await storeCatalogService.vintageDetails(site, params.id, lang) }),
  vintagePdf: notImplemented,
  adminProducts: async ({ site, query }) => ({ data: await productService.list(site, query) }),
  adminProduct: async ({ site, params }) => ({ data: await productService.get(site, params.id) }),
  adminProductRecommendedTags: async ({ site, params }) => ({ data: { tags: await productService.recommendedTags(site, params.id) } }),
  adminProductTags: async ({ site }) => ({ data: { tags: await productService.tags(site) } }),
  adminProductCreate: async ({ site, body }) => ({ message: 'product.created', data: await productService.create(site, body) }),
  adminProductUpdate: async ({ site, params, body }) => ({ message: 'product.updated', data: await productService.update(site, params.id, body) }),
  adminProductValid: async ({ site, params, body }) => ({ message: 'product.updated', data: await productService.setValid(site, params.id, body.valid) }),
  adminProductDelete: async ({ site, params }) => {
    await productService.remove(site, params.id);
    return { message: 'product.deleted', data: null };
  },
  adminProductOrder: async ({ site, params, body }) => {
    await productService.move(site, params.id, body.order);
    return { message: 'product.updated', data: null };
  },
  adminProductDecreasingDiscount: notImplemented,
  adminProductTemplateUpload: notImplemented,
  adminProductTemplateDownload: notImplemented,
  adminProductTemplateDelete: notImplemented,
  adminVintageCreate: async ({ site, params, body }) => ({ message: 'vintage.created', data: await productService.createVintage(site, params.id, body) }),
  adminVintageUpdate: async ({ site, params, body }) => ({ message: 'vintage.updated', data: await productService.updateVintage(site, params.id, body) }),
  adminVintageValid: async ({ site, params, body }) => ({ message: 'vintage.updated', data: await productService.setVintageValid(site, params.id, body.valid) }),
  adminVintageDelete: async ({ site, params }) => {
    await productService.removeVintage(site, params.id);
    return { message: 'vintage.deleted', data: null };
  },
  adminVintageOrder: async ({ site, params, body }) => {
    await productService.moveVintage(site, params.id, body.order);
    return { message: 'vintage.updated', data: null };
  },
  adminVariations: notImplemented,
  adminVariationCreate: notImplemented,
  adminVariation: notImplemented,
  adminVariationUpdate: notImplemented,
  adminVariationOrder: notImplemented,
  adminCustomizations: notImplemented,
  adminCustomizationCreate: notImplemented,
  adminCustomizationUpdate: notImplemented,
  adminCustomizationDelete: notImplemented,
  adminCustomizationOrder: notImplemented,
  adminCustomizationValueCreate: notImplemented,
  adminCustomizationValueUpdate: notImplemented,
  adminCustomizationValueDelete: notImplemented,
  adminCustomizationValueOrder: notImplemented,
  adminProductCustomizationLink: notImplemented,
  adminProductCustomizationLinkUpdate: notImplemented,
  adminProductCustomizationUnlink: notImplemented,
  adminProductCustomizationLinkOrder: notImplemented,
  adminProductDetailsTypes: async ({ site }) => ({ data: { items: await detailsTypeService.list(site) } }),
  adminProductDetailsTypeCreate: async ({ site, body }) => ({ message: 'detailsType.created', data: await detailsTypeService.create(site, body) }),
  adminProductDetailsTypeUpdate: async ({ site, params, body }) => ({ message: 'detailsType.updated', data: await detailsTypeService.rename(site, params.id, body) }),
  adminProductDetailsTypeDelete: async ({ site, params }) => {
    await detailsTypeService.remove(site, params.id);
    return { message: 'detailsType.deleted', data: null };
  },
  storeProducts: async ({ site, query, lang }) => ({ data: await storeCatalogService.list(site, query, lang) }),
  storeProduct: async ({ site, params, lang }) => ({ data: await storeCatalogService.product(site, params.id, lang) }),
  adminProductImageUploadUrl: async ({ site, body }) => ({ data: await imageUploadUrl(site, body) }),
  listByType: async ({ params, lang }) => ({ data: { items: await nomenclatureService.ofType(params.type, lang) } }),
  superAdminNomenclatures: async ({ query }) => ({ data: { items: await nomenclatureService.list(query.type) } }),
  superAdminNomenclatureCreate: async ({ body }) => ({ message: 'nomenclature.created', data: await nomenclatureService.create(body) }),
  superAdminNomenclatureUpdate: async ({ params, body }) => ({ message: 'nomenclature.updated', data: await nomenclatureService.update(params.id, body) }),
  superAdminNomenclatureDelete: async ({ params }) => {
    await nomenclatureService.remove(params.id);
    return { message: 'nomenclature.deleted', data: null };
  },
};
