import * as z from 'zod';
import { idParam, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams, positionBodySchema, validBodySchema } from './schemas.ts';
import { nomenclatureAddSchema, nomenclatureTypes, nomenclatureUpdateSchema, nomenclatureViewSchema } from '../catalog/nomenclature.ts';
import { productAddSchema, productUpdateSchema, vintageInputSchema, vintageUpdateSchema } from '../catalog/product.ts';
import {
  adminProductListSchema,
  adminProductViewSchema,
  storeProductDetailSchema,
  storeProductListQuerySchema,
  storeProductListSchema,
  vintageDetailsSchema,
  vintageViewSchema,
} from '../catalog/product-view.ts';
import { detailsTypeInputSchema, detailsTypeViewSchema, imageUploadUrlBodySchema, imageUploadUrlSchema } from '../catalog/catalog-misc.ts';
import { variationInputSchema, variationListQuerySchema, variationListSchema, variationViewSchema } from '../catalog/variation.ts';
import {
  customizationInputSchema,
  customizationLinkInputSchema,
  customizationLinkListSchema,
  customizationListQuerySchema,
  customizationListSchema,
  customizationValueInputSchema,
  customizationViewSchema,
  storeCustomizationListSchema,
} from '../catalog/customization.ts';
import { decreasingDiscountInputSchema, decreasingDiscountListSchema } from '../catalog/decreasing-discount.ts';
import { productTemplateListQuerySchema, productTemplateListSchema, productTemplateUploadSchema, productTemplateViewSchema } from '../catalog/product-template.ts';

/** Spec 1 §3 product fields; `type=WINE` is the filter the spec shows. */
export const adminProductListQuerySchema = listQuerySchema(
  ['id', 'name', 'type', 'kind', 'year', 'valid', 'isVintage'],
  ['id', 'name', 'price', 'year', 'order', 'stock'],
);

const nomenclatureListQuerySchema = z.strictObject({ type: z.enum(nomenclatureTypes, { error: 'validation.invalidValue' }).optional() });
const nomenclatureList = z.object({ items: z.array(nomenclatureViewSchema) });
const tagList = z.object({ tags: z.array(z.string()) });

const customizationValueParams = z.strictObject({ id: idParam, idValue: idParam });
const productCustomizationParams = z.strictObject({ idProduct: idParam, idCustomization: idParam });

/**
 * Products, vintages, variations, customizations, tags, detail types, templates, decreasing
 * discounts, and the storefront product detail reads (spec 2 §7 "Products and vintages",
 * storefront "product details").
 */
export const catalogRoutes = {
  // Storefront product details (public)
  productDecreasingDiscount: route({ method: 'GET', path: '/product/{id}/decreasing-discount', level: 'public', group: 'catalog', summary: 'Decreasing discounts of a product shoppers may see, by quantity', params: idParams, response: decreasingDiscountListSchema }),
  productCustomizations: route({ method: 'GET', path: '/product/{id}/customization', level: 'public', group: 'catalog', summary: 'Customizations a shopper can choose for a product shoppers may see: linked ones in link order, values in order', params: idParams, response: storeCustomizationListSchema }),
  productFeatures: route({ method: 'GET', path: '/v2/product/features/{id}', level: 'public', group: 'catalog', summary: 'Features of a product', params: idParams, response: z.object({ features: storeProductDetailSchema.shape.features }) }),
  productTags: route({ method: 'GET', path: '/v2/product/tags/{id}', level: 'public', group: 'catalog', summary: 'Tags of a product', params: idParams, response: tagList }),
  vintageFeatures: route({ method: 'GET', path: '/v2/vintage/features/{id}', level: 'public', group: 'catalog', summary: 'Features of a vintage (those of its wine)', params: idParams, response: z.object({ features: storeProductDetailSchema.shape.features }) }),
  vintageDetails: route({ method: 'GET', path: '/v2/vintage/details/{id}', level: 'public', group: 'catalog', summary: 'Details of a vintage (wine type, taste, grapes, nutrition, energy, ingredients): the e-label', params: idParams, response: vintageDetailsSchema }),
  storeProducts: route({ method: 'GET', path: '/product', level: 'public', group: 'catalog', summary: 'Storefront product list (spec 2 §3 filters: nbItem 100, orderBy price or name, name like, kind list `kind=3,5`); valid products only', inferred: true, query: storeProductListQuerySchema, response: storeProductListSchema }),
  storeProduct: route({ method: 'GET', path: '/product/{id}', level: 'public', group: 'catalog', summary: 'Storefront product page: a valid product with its valid vintages, images, names, awards (one Query)', inferred: true, params: idParams, response: storeProductDetailSchema }),

  // Products (admin)
  adminProducts: route({ method: 'GET', path: '/admin/v4/product', level: 'admin', group: 'catalog', summary: 'Products of the site (list query; products, total)', query: adminProductListQuerySchema, response: adminProductListSchema }),
  adminProduct: route({ method: 'GET', path: '/admin/v4/product/{id}', level: 'admin', group: 'catalog', summary: 'One product with its vintages', inferred: true, params: idParams, response: adminProductViewSchema }),
  adminProductRecommendedTags: route({ method: 'GET', path: '/admin/v2/product/recommended/tags/{id}', level: 'admin', group: 'catalog', summary: 'Tags recommended for a product (used by products of its kind, most used first)', params: idParams, response: tagList }),
  adminProductTags: route({ method: 'GET', path: '/admin/product-tags', level: 'admin', group: 'catalog', summary: 'Product tags of the site', response: tagList }),
  adminProductImageUploadUrl: route({ method: 'POST', path: '/admin/product/image/upload-url', level: 'admin', group: 'catalog', summary: 'Presigned POST for a product image too large for a multipart body (type and size bounded)', inferred: true, body: imageUploadUrlBodySchema, response: imageUploadUrlSchema }),
  adminProductCreate: route({ method: 'POST', path: '/admin/product', level: 'admin', group: 'catalog', summary: 'Create a product (WINE with its first vintage, BOX, OTHER) with its images', multipart: true, body: productAddSchema, response: adminProductViewSchema }),
  adminProductUpdate: route({ method: 'PUT', path: '/admin/product/{id}', level: 'admin', group: 'catalog', summary: 'Change a product (images kept by id, new ones by upload key or multipart file); the stock only when `quantity` is sent and differs from `previousQuantity` (409 when orders changed it meanwhile)', multipart: true, params: idParams, body: productUpdateSchema, response: adminProductViewSchema }),
  adminProductValid: route({ method: 'PUT', path: '/admin/product/valid/{id}', level: 'admin', group: 'catalog', summary: 'Switch a product valid or invalid', params: idParams, body: validBodySchema, response: adminProductViewSchema }),
  adminProductDelete: route({ method: 'DELETE', path: '/admin/product/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product', params: idParams }),
  adminProductOrder: route({ method: 'PUT', path: '/admin/product/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a product in the list', inferred: true, params: idParams, body: positionBodySchema }),
  adminProductDecreasingDiscount: route({ method: 'PUT', path: '/admin/product/{id}/decreasing-discount', level: 'admin', group: 'catalog', summary: 'Set the decreasing discounts of a product (the whole list: from a quantity, PERCENT or EURO off)', params: idParams, body: decreasingDiscountInputSchema, response: decreasingDiscountListSchema }),

  // Product templates (admin)
  adminProductTemplates: route({ method: 'GET', path: '/admin/product/template', level: 'admin', group: 'catalog', summary: 'Product templates of the site (list query; newest first by default)', inferred: true, query: productTemplateListQuerySchema, response: productTemplateListSchema }),
  adminProductTemplateUpload: route({ method: 'POST', path: '/admin/product/template/upload', level: 'admin', group: 'catalog', summary: 'Upload a product template (multipart `file`, optional `name`): PDF, DOCX, XLSX, ODT, ODS, CSV, PNG, JPEG or SVG up to 4 MB, checked by extension and content', multipart: true, body: productTemplateUploadSchema, response: productTemplateViewSchema }),
  adminProductTemplateDownload: route({ method: 'GET', path: '/admin/product/template/{id}/download', level: 'admin', group: 'catalog', summary: 'Download a product template file (as an attachment, never cached)', params: idParams, binary: true }),
  adminProductTemplateDelete: route({ method: 'DELETE', path: '/admin/product/template/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product template and its file', params: idParams }),

  // Vintages (admin)
  adminVintageCreate: route({ method: 'POST', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Add a vintage (declination) to product {id}', params: idParams, body: vintageInputSchema, response: vintageViewSchema }),
  adminVintageUpdate: route({ method: 'PUT', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Change a vintage; the stock only when `quantity` is sent and differs from `previousQuantity` (409 when orders changed it meanwhile)', params: idParams, body: vintageUpdateSchema, response: vintageViewSchema }),
  adminVintageValid: route({ method: 'PUT', path: '/admin/vintage/valid/{id}', level: 'admin', group: 'catalog', summary: 'Switch a vintage valid or invalid', params: idParams, body: validBodySchema, response: vintageViewSchema }),
  adminVintageDelete: route({ method: 'DELETE', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Delete a vintage', params: idParams }),
  adminVintageOrder: route({ method: 'PUT', path: '/admin/vintage/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a vintage in its product', inferred: true, params: idParams, body: positionBodySchema }),

  // Variations (admin)
  adminVariations: route({ method: 'GET', path: '/admin/variation', level: 'admin', group: 'catalog', summary: 'Variations: the labels (and offered values) of vintage variation1 to 3 (list query; variations, total)', query: variationListQuerySchema, response: variationListSchema }),
  adminVariationCreate: route({ method: 'POST', path: '/admin/variation', level: 'admin', group: 'catalog', summary: 'Create a variation (label, the vintage field it names, values)', body: variationInputSchema, response: variationViewSchema }),
  adminVariation: route({ method: 'GET', path: '/admin/variation/{id}', level: 'admin', group: 'catalog', summary: 'One variation', params: idParams, response: variationViewSchema }),
  adminVariationUpdate: route({ method: 'PUT', path: '/admin/variation/{id}', level: 'admin', group: 'catalog', summary: 'Change a variation', params: idParams, body: variationInputSchema, response: variationViewSchema }),
  adminVariationOrder: route({ method: 'PUT', path: '/admin/variation/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a variation in the list', inferred: true, params: idParams, body: positionBodySchema }),

  // Customizations with ordered values (admin); the spec only says "under /admin/product-customization"
  adminCustomizations: route({ method: 'GET', path: '/admin/product-customization', level: 'admin', group: 'catalog', summary: 'Product customizations of the site with their values (list query; customizations, total)', inferred: true, query: customizationListQuerySchema, response: customizationListSchema }),
  adminCustomizationCreate: route({ method: 'POST', path: '/admin/product-customization', level: 'admin', group: 'catalog', summary: 'Create a customization (input type, cost type, bounds)', inferred: true, body: customizationInputSchema, response: customizationViewSchema }),
  adminCustomizationUpdate: route({ method: 'PUT', path: '/admin/product-customization/{id}', level: 'admin', group: 'catalog', summary: 'Change a customization', inferred: true, params: idParams, body: customizationInputSchema, response: customizationViewSchema }),
  adminCustomizationDelete: route({ method: 'DELETE', path: '/admin/product-customization/{id}', level: 'admin', group: 'catalog', summary: 'Delete a customization no product links', inferred: true, params: idParams }),
  adminCustomizationOrder: route({ method: 'PUT', path: '/admin/product-customization/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a customization in the list', inferred: true, params: idParams, body: positionBodySchema }),
  adminCustomizationValueCreate: route({ method: 'POST', path: '/admin/product-customization/{id}/value', level: 'admin', group: 'catalog', summary: 'Add a value to a choice customization (last); answers the customization', inferred: true, params: idParams, body: customizationValueInputSchema, response: customizationViewSchema }),
  adminCustomizationValueUpdate: route({ method: 'PUT', path: '/admin/product-customization/{id}/value/{idValue}', level: 'admin', group: 'catalog', summary: 'Change a customization value; answers the customization', inferred: true, params: customizationValueParams, body: customizationValueInputSchema, response: customizationViewSchema }),
  adminCustomizationValueDelete: route({ method: 'DELETE', path: '/admin/product-customization/{id}/value/{idValue}', level: 'admin', group: 'catalog', summary: 'Delete a customization value; answers the customization', inferred: true, params: customizationValueParams, response: customizationViewSchema }),
  adminCustomizationValueOrder: route({ method: 'PUT', path: '/admin/product-customization/{id}/value/{idValue}/order', level: 'admin', group: 'catalog', summary: 'Move a value in its customization; answers the customization', inferred: true, params: customizationValueParams, body: positionBodySchema, response: customizationViewSchema }),

  // Links between a product and a customization (admin)
  adminProductCustomizationLink: route({ method: 'POST', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Link a customization to a product (last; not required unless the body says so); answers the product\'s links', optionalBody: true, params: productCustomizationParams, body: customizationLinkInputSchema, response: customizationLinkListSchema }),
  adminProductCustomizationLinkUpdate: route({ method: 'PUT', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Change the link of a customization to a product (required or not); answers the product\'s links', params: productCustomizationParams, body: customizationLinkInputSchema, response: customizationLinkListSchema }),
  adminProductCustomizationUnlink: route({ method: 'DELETE', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Unlink a customization from a product; answers the product\'s links', params: productCustomizationParams, response: customizationLinkListSchema }),
  adminProductCustomizationLinkOrder: route({ method: 'PUT', path: '/admin/product/{idProduct}/customization/{idCustomization}/link/order', level: 'admin', group: 'catalog', summary: 'Move a linked customization within the product; answers the product\'s links', inferred: true, params: productCustomizationParams, body: positionBodySchema, response: customizationLinkListSchema }),

  // Product detail types (admin)
  adminProductDetailsTypes: route({ method: 'GET', path: '/admin/product-details-type', level: 'admin', group: 'catalog', summary: 'Product detail types: the names of product features (Terroir, Ageing…)', response: z.object({ items: z.array(detailsTypeViewSchema) }) }),
  adminProductDetailsTypeCreate: route({ method: 'POST', path: '/admin/product-details-type', level: 'admin', group: 'catalog', summary: 'Create a product detail type', body: detailsTypeInputSchema, response: detailsTypeViewSchema }),
  adminProductDetailsTypeUpdate: route({ method: 'PUT', path: '/admin/product-details-type/{id}', level: 'admin', group: 'catalog', summary: 'Change a product detail type', inferred: true, params: idParams, body: detailsTypeInputSchema, response: detailsTypeViewSchema }),
  adminProductDetailsTypeDelete: route({ method: 'DELETE', path: '/admin/product-details-type/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product detail type', inferred: true, params: idParams }),

  listByType: route({ method: 'GET', path: '/list/{type}', level: 'public', group: 'catalog', summary: 'Nomenclature values of a type (GRAPE, KIND, MEAL…), named in the request language', params: z.strictObject({ type: z.enum(nomenclatureTypes, { error: 'validation.invalidValue' }) }), response: nomenclatureList }),

  // Nomenclature (super-admin writes, site 0; everyone reads through /list/{type})
  superAdminNomenclatures: route({ method: 'GET', path: '/super-admin/nomenclature', level: 'superAdmin', group: 'catalog', summary: 'Nomenclature entries (AWARD, GRAPE, LABEL, MEAL, TASTE, KIND, MEAL_ICON, INGREDIENT), of one type when asked', inferred: true, query: nomenclatureListQuerySchema, response: nomenclatureList }),
  superAdminNomenclatureCreate: route({ method: 'POST', path: '/super-admin/nomenclature', level: 'superAdmin', group: 'catalog', summary: 'Add a nomenclature entry', inferred: true, body: nomenclatureAddSchema, response: nomenclatureViewSchema }),
  superAdminNomenclatureUpdate: route({ method: 'PUT', path: '/super-admin/nomenclature/{id}', level: 'superAdmin', group: 'catalog', summary: 'Change a nomenclature entry', inferred: true, params: idParams, body: nomenclatureUpdateSchema, response: nomenclatureViewSchema }),
  superAdminNomenclatureDelete: route({ method: 'DELETE', path: '/super-admin/nomenclature/{id}', level: 'superAdmin', group: 'catalog', summary: 'Delete a nomenclature entry no product uses', inferred: true, params: idParams }),
} as const;
