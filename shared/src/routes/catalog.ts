import { draftBody, pathParams, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams } from './schemas.ts';

/** Spec 1 §3 product fields; `type=WINE` is the filter the spec shows. */
export const adminProductListQuerySchema = listQuerySchema(
  ['name', 'type', 'kind', 'year', 'valid', 'isVintage'],
  ['id', 'name', 'price', 'year', 'order', 'stock'],
);

const customizationValueParams = pathParams('id', 'idValue');
const productCustomizationParams = pathParams('idProduct', 'idCustomization');

/**
 * Products, vintages, variations, customizations, tags, detail types, templates, decreasing
 * discounts, and the storefront product detail reads (spec 2 §7 "Products and vintages",
 * storefront "product details").
 */
export const catalogRoutes = {
  // Storefront product details (public)
  productDecreasingDiscount: route({ method: 'GET', path: '/product/{id}/decreasing-discount', level: 'public', group: 'catalog', summary: 'Decreasing discounts of a product', params: idParams }),
  productCustomizations: route({ method: 'GET', path: '/product/{id}/customization', level: 'public', group: 'catalog', summary: 'Customizations a shopper can choose for a product', params: idParams }),
  productFeatures: route({ method: 'GET', path: '/v2/product/features/{id}', level: 'public', group: 'catalog', summary: 'Features of a product', params: idParams }),
  productTags: route({ method: 'GET', path: '/v2/product/tags/{id}', level: 'public', group: 'catalog', summary: 'Tags of a product', params: idParams }),
  vintageFeatures: route({ method: 'GET', path: '/v2/vintage/features/{id}', level: 'public', group: 'catalog', summary: 'Features of a vintage', params: idParams }),
  vintageDetails: route({ method: 'GET', path: '/v2/vintage/details/{id}', level: 'public', group: 'catalog', summary: 'Details of a vintage (wine type, taste, grapes, nutrition…)', params: idParams }),
  vintagePdf: route({ method: 'GET', path: '/v2/vintage/pdf/{id}', level: 'public', group: 'catalog', summary: 'Technical sheet of a vintage as PDF', params: idParams, binary: true }),

  // Products (admin)
  adminProducts: route({ method: 'GET', path: '/admin/v4/product', level: 'admin', group: 'catalog', summary: 'Products of the site (list query; products, total)', query: adminProductListQuerySchema }),
  adminProduct: route({ method: 'GET', path: '/admin/v4/product/{id}', level: 'admin', group: 'catalog', summary: 'One product with its vintages', inferred: true, params: idParams }),
  adminProductRecommendedTags: route({ method: 'GET', path: '/admin/v2/product/recommended/tags/{id}', level: 'admin', group: 'catalog', summary: 'Tags recommended for a product', params: idParams }),
  adminProductTags: route({ method: 'GET', path: '/admin/product-tags', level: 'admin', group: 'catalog', summary: 'Product tags of the site' }),
  adminProductCreate: route({ method: 'POST', path: '/admin/product', level: 'admin', group: 'catalog', summary: 'Create a product (WINE, BOX, OTHER) with its images', multipart: true, draft: true, body: draftBody }),
  adminProductUpdate: route({ method: 'PUT', path: '/admin/product/{id}', level: 'admin', group: 'catalog', summary: 'Change a product', params: idParams, draft: true, body: draftBody }),
  adminProductValid: route({ method: 'PUT', path: '/admin/product/valid/{id}', level: 'admin', group: 'catalog', summary: 'Switch a product valid or invalid', params: idParams, draft: true, body: draftBody }),
  adminProductDelete: route({ method: 'DELETE', path: '/admin/product/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product', params: idParams }),
  adminProductOrder: route({ method: 'PUT', path: '/admin/product/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a product in the list', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminProductDecreasingDiscount: route({ method: 'PUT', path: '/admin/product/{id}/decreasing-discount', level: 'admin', group: 'catalog', summary: 'Set the decreasing discounts of a product', params: idParams, draft: true, body: draftBody }),

  // Product templates (admin)
  adminProductTemplateUpload: route({ method: 'POST', path: '/admin/product/template/upload', level: 'admin', group: 'catalog', summary: 'Upload a product template file', multipart: true, draft: true, body: draftBody }),
  adminProductTemplateDownload: route({ method: 'GET', path: '/admin/product/template/{id}/download', level: 'admin', group: 'catalog', summary: 'Download a product template file', params: idParams, binary: true }),
  adminProductTemplateDelete: route({ method: 'DELETE', path: '/admin/product/template/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product template', params: idParams }),

  // Vintages (admin)
  adminVintageCreate: route({ method: 'POST', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Add a vintage (declination) to product {id}', params: idParams, draft: true, body: draftBody }),
  adminVintageUpdate: route({ method: 'PUT', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Change a vintage', params: idParams, draft: true, body: draftBody }),
  adminVintageValid: route({ method: 'PUT', path: '/admin/vintage/valid/{id}', level: 'admin', group: 'catalog', summary: 'Switch a vintage valid or invalid', params: idParams, draft: true, body: draftBody }),
  adminVintageDelete: route({ method: 'DELETE', path: '/admin/vintage/{id}', level: 'admin', group: 'catalog', summary: 'Delete a vintage', params: idParams }),
  adminVintageOrder: route({ method: 'PUT', path: '/admin/vintage/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a vintage in its product', inferred: true, params: idParams, draft: true, body: draftBody }),

  // Variations (admin)
  adminVariations: route({ method: 'GET', path: '/admin/variation', level: 'admin', group: 'catalog', summary: 'Variations (labels of vintage variation1 to 3)' }),
  adminVariationCreate: route({ method: 'POST', path: '/admin/variation', level: 'admin', group: 'catalog', summary: 'Create a variation', draft: true, body: draftBody }),
  adminVariation: route({ method: 'GET', path: '/admin/variation/{id}', level: 'admin', group: 'catalog', summary: 'One variation', params: idParams }),
  adminVariationUpdate: route({ method: 'PUT', path: '/admin/variation/{id}', level: 'admin', group: 'catalog', summary: 'Change a variation', params: idParams, draft: true, body: draftBody }),
  adminVariationOrder: route({ method: 'PUT', path: '/admin/variation/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a variation in the list', inferred: true, params: idParams, draft: true, body: draftBody }),

  // Customizations with ordered values (admin); the spec only says "under /admin/product-customization"
  adminCustomizations: route({ method: 'GET', path: '/admin/product-customization', level: 'admin', group: 'catalog', summary: 'Product customizations of the site', inferred: true }),
  adminCustomizationCreate: route({ method: 'POST', path: '/admin/product-customization', level: 'admin', group: 'catalog', summary: 'Create a customization (input type, cost type, bounds)', inferred: true, draft: true, body: draftBody }),
  adminCustomizationUpdate: route({ method: 'PUT', path: '/admin/product-customization/{id}', level: 'admin', group: 'catalog', summary: 'Change a customization', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminCustomizationDelete: route({ method: 'DELETE', path: '/admin/product-customization/{id}', level: 'admin', group: 'catalog', summary: 'Delete a customization', inferred: true, params: idParams }),
  adminCustomizationOrder: route({ method: 'PUT', path: '/admin/product-customization/{id}/order', level: 'admin', group: 'catalog', summary: 'Move a customization in the list', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminCustomizationValueCreate: route({ method: 'POST', path: '/admin/product-customization/{id}/value', level: 'admin', group: 'catalog', summary: 'Add a value to a customization', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminCustomizationValueUpdate: route({ method: 'PUT', path: '/admin/product-customization/{id}/value/{idValue}', level: 'admin', group: 'catalog', summary: 'Change a customization value', inferred: true, params: customizationValueParams, draft: true, body: draftBody }),
  adminCustomizationValueDelete: route({ method: 'DELETE', path: '/admin/product-customization/{id}/value/{idValue}', level: 'admin', group: 'catalog', summary: 'Delete a customization value', inferred: true, params: customizationValueParams }),
  adminCustomizationValueOrder: route({ method: 'PUT', path: '/admin/product-customization/{id}/value/{idValue}/order', level: 'admin', group: 'catalog', summary: 'Move a value in its customization', inferred: true, params: customizationValueParams, draft: true, body: draftBody }),

  // Links between a product and a customization (admin)
  adminProductCustomizationLink: route({ method: 'POST', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Link a customization to a product', params: productCustomizationParams, draft: true, body: draftBody }),
  adminProductCustomizationLinkUpdate: route({ method: 'PUT', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Change the link of a customization to a product', params: productCustomizationParams, draft: true, body: draftBody }),
  adminProductCustomizationUnlink: route({ method: 'DELETE', path: '/admin/product/{idProduct}/customization/{idCustomization}/link', level: 'admin', group: 'catalog', summary: 'Unlink a customization from a product', params: productCustomizationParams }),
  adminProductCustomizationLinkOrder: route({ method: 'PUT', path: '/admin/product/{idProduct}/customization/{idCustomization}/link/order', level: 'admin', group: 'catalog', summary: 'Move a linked customization within the product', inferred: true, params: productCustomizationParams, draft: true, body: draftBody }),

  // Product detail types (admin)
  adminProductDetailsTypes: route({ method: 'GET', path: '/admin/product-details-type', level: 'admin', group: 'catalog', summary: 'Product detail types' }),
  adminProductDetailsTypeCreate: route({ method: 'POST', path: '/admin/product-details-type', level: 'admin', group: 'catalog', summary: 'Create a product detail type', draft: true, body: draftBody }),
  adminProductDetailsTypeUpdate: route({ method: 'PUT', path: '/admin/product-details-type/{id}', level: 'admin', group: 'catalog', summary: 'Change a product detail type', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminProductDetailsTypeDelete: route({ method: 'DELETE', path: '/admin/product-details-type/{id}', level: 'admin', group: 'catalog', summary: 'Delete a product detail type', inferred: true, params: idParams }),
} as const;
