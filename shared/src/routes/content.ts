import * as z from 'zod';
import { draftBody, draftQuery, idParam, pathParams, route } from './define.ts';
import { listQuerySchema } from '../list-query.ts';
import { idParams, positionBodySchema, validBodySchema } from './schemas.ts';
import { awardInputSchema, awardViewSchema } from '../catalog/award.ts';
import {
  allowedDatesQuerySchema,
  allowedDatesSchema,
  calendarDatesInputSchema,
  calendarInputSchema,
  calendarListQuerySchema,
  calendarListSchema,
  calendarMonthSchema,
  calendarViewSchema,
} from '../shipping/calendars.ts';

const awardListQuerySchema = listQuerySchema(['title', 'year', 'idProduct', 'type'], ['id', 'title', 'year']);

/** Spec 1 §3 news fields; `promoted=true` is the filter the spec shows. */
export const newsListQuerySchema = listQuerySchema(['promoted', 'title'], ['id', 'title']);
export const serviceListQuerySchema = listQuerySchema(['title', 'tags'], ['id', 'title', 'price', 'order']);
export const adminAlbumListQuerySchema = listQuerySchema(['title'], ['id', 'title']);
export const adminFileListQuerySchema = listQuerySchema(['name', 'valid'], ['id', 'name']);
/** Popup fields are not shown (spec 1 §3): plausible filters. */
export const adminPopupListQuerySchema = listQuerySchema(['title', 'valid'], ['id', 'title']);
/** Online images, 50 per page (spec 2 §9); usage kinds ALBUM, PRODUCT, NEWS, PAGE… */
export const adminPageImageListQuerySchema = listQuerySchema(['type', 'name'], ['id', 'name']);

const calendarMonthParams = z.strictObject({
  id: idParam,
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(1970).max(2200),
});
const elementItemParams = pathParams('idElement', 'idItem');
const formTemplateParams = z.strictObject({ id: idParam, templateId: idParam });
const pageLayoutParams = z.strictObject({ pageId: idParam, layoutId: idParam });

/**
 * Pages, layouts, page images, news, albums, blog, awards, calendars, elements, forms and their
 * templates, popups, services, files, component library, QR codes, redirections, scripts, help
 * messages and the storefront content reads (spec 2 §7, storefront table and the content sections).
 */
export const contentRoutes = {
  // Storefront content (public)
  newsList: route({ method: 'GET', path: '/news', level: 'public', group: 'content', summary: 'News (list query; promoted=true for the promoted banner)', query: newsListQuerySchema }),
  news: route({ method: 'GET', path: '/news/{id}', level: 'public', group: 'content', summary: 'One news item', params: idParams }),
  pages: route({ method: 'GET', path: '/page', level: 'public', group: 'content', summary: 'Content pages of the site (menu tree)' }),
  // Spec: "GET /page/{slug or id}".
  page: route({ method: 'GET', path: '/page/{slugOrId}', level: 'public', group: 'content', summary: 'One content page with its blocks, by slug or id', inferred: true, params: pathParams('slugOrId') }),
  album: route({ method: 'GET', path: '/album/{id}', level: 'public', group: 'content', summary: 'One album with its images', params: idParams }),
  form: route({ method: 'GET', path: '/forms/{id}', level: 'public', group: 'content', summary: 'One form to fill in', params: idParams }),
  formFileDownload: route({ method: 'GET', path: '/forms/file/download/{id}', level: 'public', group: 'content', summary: 'Download a file attached to a form', params: idParams, binary: true }),
  // Spec: "GET /element/{id or route}".
  element: route({ method: 'GET', path: '/element/{idOrRoute}', level: 'public', group: 'content', summary: 'A custom element (by id or route) with its valid items', inferred: true, params: pathParams('idOrRoute') }),
  calendarDates: route({ method: 'GET', path: '/calendar/{id}/date/{month}/{year}', level: 'public', group: 'content', summary: 'Dates (closed days, exceptional openings) of a valid calendar in a month', params: calendarMonthParams, response: calendarMonthSchema }),
  calendarAllowedDates: route({ method: 'GET', path: '/calendar/{id}/date/allowed/{month}/{year}', level: 'public', group: 'content', summary: 'Days of a month a shopper may choose for a pick-up (not past, not closed; with idAddress, those of that pick-up location, with its slots)', params: calendarMonthParams, query: allowedDatesQuerySchema, response: allowedDatesSchema }),
  blogBreadcrumb: route({ method: 'GET', path: '/blog/folder/ariane/{id}', level: 'public', group: 'content', summary: 'Breadcrumb of a blog folder', params: idParams }),
  popupContent: route({ method: 'GET', path: '/popup/{id}/content', level: 'public', group: 'content', summary: 'Content of a popup', params: idParams }),
  services: route({ method: 'GET', path: '/service', level: 'public', group: 'content', summary: 'Services of the site (list query)', query: serviceListQuerySchema }),
  listAwards: route({ method: 'GET', path: '/list/award', level: 'public', group: 'content', summary: 'Awards of the site (for the storefront)', response: z.object({ awards: z.array(awardViewSchema) }) }),
  listAlignments: route({ method: 'GET', path: '/list/alignment', level: 'public', group: 'content', summary: 'Alignment values' }),
  listStaticImages: route({ method: 'GET', path: '/list/static-image', level: 'public', group: 'content', summary: 'Static images' }),
  listComponents: route({ method: 'GET', path: '/list/component', level: 'public', group: 'content', summary: 'Components usable in pages' }),
  // Upload authentication for the image service; the spec lists it with the public storefront calls.
  imageKitAuthentication: route({ method: 'GET', path: '/image-kit/authentication', level: 'public', group: 'content', summary: 'Image service authentication parameters' }),
  // Spec 1 §7 "File download URL shape: /file/download/{url}.{extension}": one path segment, split on its last dot.
  fileDownload: route({ method: 'GET', path: '/file/download/{file}', level: 'public', group: 'content', summary: 'Download a site file ({url}.{extension})', inferred: true, params: pathParams('file'), binary: true }),

  // Pages (admin)
  adminPages: route({ method: 'GET', path: '/admin/page', level: 'admin', group: 'content', summary: 'Pages of the site (tree)' }),
  adminPage: route({ method: 'GET', path: '/admin/page/{id}', level: 'admin', group: 'content', summary: 'One page with layouts and blocks', params: idParams }),
  adminPageCreate: route({ method: 'POST', path: '/admin/page', level: 'admin', group: 'content', summary: 'Publish a new page', draft: true, body: draftBody }),
  adminPageUpdate: route({ method: 'PUT', path: '/admin/page/{id}', level: 'admin', group: 'content', summary: 'Update a page', params: idParams, draft: true, body: draftBody }),
  adminPageDelete: route({ method: 'DELETE', path: '/admin/page/{id}', level: 'admin', group: 'content', summary: 'Delete a page', params: idParams }),
  adminPageState: route({ method: 'PUT', path: '/admin/page/state/{id}', level: 'admin', group: 'content', summary: 'Switch a page valid or invalid', params: idParams, body: validBodySchema }),
  adminPageOrder: route({ method: 'PUT', path: '/admin/page/order', level: 'admin', group: 'content', summary: 'Reorder the pages (tree)', draft: true, body: draftBody }),
  adminPageBaseCreate: route({ method: 'POST', path: '/admin/page/base', level: 'admin', group: 'content', summary: 'Create a page from its base information', draft: true, body: draftBody }),
  adminPageBaseUpdate: route({ method: 'PUT', path: '/admin/page/base/{id}', level: 'admin', group: 'content', summary: 'Change the base information of a page', params: idParams, draft: true, body: draftBody }),
  adminSitePages: route({ method: 'GET', path: '/admin/site/pages', level: 'admin', group: 'content', summary: 'Pages of the site, flat' }),
  adminPagesGrape: route({ method: 'GET', path: '/admin/pages/grape', level: 'admin', group: 'content', summary: 'Pages for the visual editor' }),
  adminPageGrape: route({ method: 'GET', path: '/admin/page/{id}/grape', level: 'admin', group: 'content', summary: 'One page for the visual editor', params: idParams }),
  adminLayouts: route({ method: 'GET', path: '/admin/page/layout', level: 'admin', group: 'content', summary: 'Saved layouts (query)', draft: true, query: draftQuery }),
  adminLayoutTags: route({ method: 'GET', path: '/admin/page/layout/tags', level: 'admin', group: 'content', summary: 'Tags used on layouts' }),
  adminLayoutCopy: route({ method: 'GET', path: '/admin/page/layout/{layoutId}/copy', level: 'admin', group: 'content', summary: 'A copy of a layout to paste in a page', params: z.strictObject({ layoutId: idParam }) }),
  adminPageLayoutTags: route({ method: 'GET', path: '/admin/page/{pageId}/layout/{layoutId}/tags', level: 'admin', group: 'content', summary: 'Tags of a layout of a page', params: pageLayoutParams }),
  adminPageLayoutTagsUpdate: route({ method: 'PUT', path: '/admin/page/{pageId}/layout/{layoutId}/tags', level: 'admin', group: 'content', summary: 'Set the tags of a layout of a page', params: pageLayoutParams, draft: true, body: draftBody }),

  // Page images (admin)
  adminPageImages: route({ method: 'GET', path: '/admin/page/image', level: 'admin', group: 'content', summary: 'Online images (list query; images, total)', query: adminPageImageListQuerySchema }),
  adminPageImageAuthentication: route({ method: 'GET', path: '/admin/page/image/authentication', level: 'admin', group: 'content', summary: 'Image service authentication for direct uploads' }),
  adminPageImageAdd: route({ method: 'POST', path: '/admin/page/add-image', level: 'admin', group: 'content', summary: 'Register an image already uploaded to the image service', draft: true, body: draftBody }),
  adminPageImageUpload: route({ method: 'POST', path: '/admin/page/image', level: 'admin', group: 'content', summary: 'Upload an image', multipart: true, draft: true, body: draftBody }),
  adminPageImageUpdate: route({ method: 'PUT', path: '/admin/page/image/{id}', level: 'admin', group: 'content', summary: 'Change an image (alt…)', params: idParams, draft: true, body: draftBody }),

  // News (admin; the list is GET /news)
  adminNewsCreate: route({ method: 'POST', path: '/admin/news', level: 'admin', group: 'content', summary: 'Create a news item with its image', multipart: true, draft: true, body: draftBody }),
  adminNewsUpdate: route({ method: 'PUT', path: '/admin/news/{id}', level: 'admin', group: 'content', summary: 'Change a news item', params: idParams, draft: true, body: draftBody }),
  adminNewsDelete: route({ method: 'DELETE', path: '/admin/news/{id}', level: 'admin', group: 'content', summary: 'Delete a news item', params: idParams }),
  adminNewsValid: route({ method: 'PUT', path: '/admin/news/valid/{id}', level: 'admin', group: 'content', summary: 'Switch a news item valid or invalid', params: idParams, draft: true, body: draftBody }),

  // Albums (admin)
  adminAlbums: route({ method: 'GET', path: '/admin/album', level: 'admin', group: 'content', summary: 'Albums (list query)', query: adminAlbumListQuerySchema }),
  adminAlbumCreate: route({ method: 'POST', path: '/admin/album', level: 'admin', group: 'content', summary: 'Create an album', draft: true, body: draftBody }),
  adminAlbumUpdate: route({ method: 'PUT', path: '/admin/album/{id}', level: 'admin', group: 'content', summary: 'Change an album', params: idParams, draft: true, body: draftBody }),
  adminAlbumCover: route({ method: 'PUT', path: '/admin/album/cover/{id}', level: 'admin', group: 'content', summary: 'Set the cover image of an album', params: idParams, draft: true, body: draftBody }),
  adminAlbumOrder: route({ method: 'PUT', path: '/admin/album/{id}/order', level: 'admin', group: 'content', summary: 'Move an album in the list', params: idParams, body: positionBodySchema }),
  adminAlbumDelete: route({ method: 'DELETE', path: '/admin/album/{id}', level: 'admin', group: 'content', summary: 'Delete an album', params: idParams }),
  adminAlbumImages: route({ method: 'POST', path: '/admin/album/images/{id}', level: 'admin', group: 'content', summary: 'Add images to an album', params: idParams, multipart: true, draft: true, body: draftBody }),

  // Awards (admin)
  adminAwards: route({ method: 'GET', path: '/admin/award', level: 'admin', group: 'content', summary: 'Awards (press and medals)', query: awardListQuerySchema, response: z.object({ awards: z.array(awardViewSchema), total: z.number() }) }),
  adminAwardCreate: route({ method: 'POST', path: '/admin/award', level: 'admin', group: 'content', summary: 'Create an award with its image (one at most)', multipart: true, body: awardInputSchema, response: awardViewSchema }),
  adminAwardUpdate: route({ method: 'PUT', path: '/admin/award/{id}', level: 'admin', group: 'content', summary: 'Change an award (multipart when its image changes)', multipart: true, params: idParams, body: awardInputSchema, response: awardViewSchema }),
  adminAwardDelete: route({ method: 'DELETE', path: '/admin/award/{id}', level: 'admin', group: 'content', summary: 'Delete an award', params: idParams }),

  // Blog (admin)
  adminBlogFolders: route({ method: 'GET', path: '/admin/blog/folder', level: 'admin', group: 'content', summary: 'Blog folders' }),
  adminBlogFolder: route({ method: 'GET', path: '/admin/blog/folder/{id}', level: 'admin', group: 'content', summary: 'One blog folder with its articles', inferred: true, params: idParams }),
  adminBlogFolderCreate: route({ method: 'POST', path: '/admin/blog/folder', level: 'admin', group: 'content', summary: 'Create a blog folder', draft: true, body: draftBody }),
  adminBlogFolderUpdate: route({ method: 'PUT', path: '/admin/blog/folder/{id}', level: 'admin', group: 'content', summary: 'Change a blog folder', params: idParams, draft: true, body: draftBody }),
  adminBlogFolderDelete: route({ method: 'DELETE', path: '/admin/blog/folder/{id}', level: 'admin', group: 'content', summary: 'Delete a blog folder', params: idParams }),
  adminBlogArticle: route({ method: 'GET', path: '/admin/blog/{id}', level: 'admin', group: 'content', summary: 'One blog article', params: idParams }),
  adminBlogArticleCreate: route({ method: 'POST', path: '/admin/blog', level: 'admin', group: 'content', summary: 'Create a blog article', draft: true, body: draftBody }),
  adminBlogArticleUpdate: route({ method: 'PUT', path: '/admin/blog/{id}', level: 'admin', group: 'content', summary: 'Change a blog article', params: idParams, draft: true, body: draftBody }),
  adminBlogArticleContent: route({ method: 'PUT', path: '/admin/blog/{id}/content', level: 'admin', group: 'content', summary: 'Save the content of a blog article', params: idParams, draft: true, body: draftBody }),
  adminBlogArticleOrder: route({ method: 'PUT', path: '/admin/blog/{id}/order', level: 'admin', group: 'content', summary: 'Move a blog article in its folder', params: idParams, draft: true, body: draftBody }),
  adminBlogArticleStatus: route({ method: 'PUT', path: '/admin/blog/status/{id}', level: 'admin', group: 'content', summary: 'Change the status of a blog article (HIDDEN is not valid)', params: idParams, draft: true, body: draftBody }),
  adminBlogArticleDelete: route({ method: 'DELETE', path: '/admin/blog/{id}', level: 'admin', group: 'content', summary: 'Delete a blog article', params: idParams }),
  adminBlogTags: route({ method: 'GET', path: '/admin/blog-tags', level: 'admin', group: 'content', summary: 'Blog tags' }),
  adminBlogAiSubject: route({ method: 'POST', path: '/admin/blog/ai/subject', level: 'admin', group: 'content', summary: 'Article generator: propose subjects', draft: true, body: draftBody }),
  adminBlogAiParts: route({ method: 'POST', path: '/admin/blog/ai/parts', level: 'admin', group: 'content', summary: 'Article generator: propose the parts of an article', inferred: true, draft: true, body: draftBody }),
  adminBlogAiArticle: route({ method: 'POST', path: '/admin/blog/ai/article', level: 'admin', group: 'content', summary: 'Article generator: write the article', inferred: true, draft: true, body: draftBody }),

  // Calendars (admin)
  adminCalendars: route({ method: 'GET', path: '/admin/calendar', level: 'admin', group: 'content', summary: 'Calendars (list query: filters label, valid; calendars, total)', query: calendarListQuerySchema, response: calendarListSchema }),
  adminCalendarCreate: route({ method: 'POST', path: '/admin/calendar', level: 'admin', group: 'content', summary: 'Create a calendar (label, valid, dates)', body: calendarInputSchema, response: calendarViewSchema }),
  adminCalendarUpdate: route({ method: 'PUT', path: '/admin/calendar/{id}', level: 'admin', group: 'content', summary: 'Change a calendar (label; valid and dates when sent)', params: idParams, body: calendarInputSchema, response: calendarViewSchema }),
  adminCalendarDelete: route({ method: 'DELETE', path: '/admin/calendar/{id}', level: 'admin', group: 'content', summary: 'Delete a calendar no address applies', params: idParams, response: z.null() }),
  adminCalendarValid: route({ method: 'PUT', path: '/admin/calendar/{id}/valid', level: 'admin', group: 'content', summary: 'Switch a calendar valid or invalid', params: idParams, body: validBodySchema, response: calendarViewSchema }),
  adminCalendarDates: route({ method: 'PUT', path: '/admin/calendar/{id}/dates', level: 'admin', group: 'content', summary: 'Set the dates of a calendar (the whole list: dd/mm/yyyy, CLOSED or OPENED with hours)', params: idParams, body: calendarDatesInputSchema, response: calendarViewSchema }),

  // Components: the shared catalogue (/superAdmin/component) is written by super-admins; a site keeps its own in the library. Judgement.
  adminComponents: route({ method: 'GET', path: '/admin/component', level: 'admin', group: 'content', summary: 'Components (slug, name, description, default configuration)' }),
  adminComponentCreate: route({ method: 'POST', path: '/admin/component', level: 'superAdmin', group: 'content', summary: 'Create a component', draft: true, body: draftBody }),
  adminComponentUpdate: route({ method: 'PUT', path: '/admin/component/{id}', level: 'superAdmin', group: 'content', summary: 'Change a component', params: idParams, draft: true, body: draftBody }),
  adminLibrary: route({ method: 'GET', path: '/admin/library', level: 'admin', group: 'content', summary: 'Component library of the site' }),
  adminLibraryComponentCreate: route({ method: 'POST', path: '/admin/library/component', level: 'admin', group: 'content', summary: 'Add a component to the library', draft: true, body: draftBody }),
  adminLibraryComponentUpdate: route({ method: 'PUT', path: '/admin/library/component/{id}', level: 'admin', group: 'content', summary: 'Change a library component', params: idParams, draft: true, body: draftBody }),
  adminLibraryComponentDelete: route({ method: 'DELETE', path: '/admin/library/component/{id}', level: 'admin', group: 'content', summary: 'Remove a component from the library', params: idParams }),
  adminLibraryComponentSettings: route({ method: 'PUT', path: '/admin/library/component/{id}/settings', level: 'admin', group: 'content', summary: 'Change the settings of a library component', inferred: true, params: idParams, draft: true, body: draftBody }),

  // Elements. Defining a site's elements is super-admin only (spec 1 §6 "site elements"); their items are the admin's content.
  adminElements: route({ method: 'GET', path: '/admin/element', level: 'admin', group: 'content', summary: 'Elements (custom content types) of the site' }),
  adminElementCreate: route({ method: 'POST', path: '/admin/element', level: 'superAdmin', group: 'content', summary: 'Define an element (route, fields)', draft: true, body: draftBody }),
  adminElementUpdate: route({ method: 'PUT', path: '/admin/element/{id}', level: 'superAdmin', group: 'content', summary: 'Change the definition of an element', params: idParams, draft: true, body: draftBody }),
  adminElementDelete: route({ method: 'DELETE', path: '/admin/element/{id}', level: 'superAdmin', group: 'content', summary: 'Delete an element', params: idParams }),
  adminElementOrder: route({ method: 'PUT', path: '/admin/element/{id}/order', level: 'superAdmin', group: 'content', summary: 'Move an element in the menu', params: idParams, draft: true, body: draftBody }),
  adminElementImport: route({ method: 'GET', path: '/admin/element/import', level: 'superAdmin', group: 'content', summary: 'Element definitions available for import' }),
  adminElementItemCreate: route({ method: 'POST', path: '/admin/element/{id}', level: 'admin', group: 'content', summary: 'Add an item to an element', params: idParams, multipart: true, draft: true, body: draftBody }),
  adminElementItemUpdate: route({ method: 'PUT', path: '/admin/element/{idElement}/{idItem}', level: 'admin', group: 'content', summary: 'Change an element item', params: elementItemParams, draft: true, body: draftBody }),
  adminElementItemValid: route({ method: 'PUT', path: '/admin/element/{idElement}/valid/{idItem}', level: 'admin', group: 'content', summary: 'Switch an element item valid or invalid', params: elementItemParams, draft: true, body: draftBody }),
  adminElementItemDelete: route({ method: 'DELETE', path: '/admin/element/{idElement}/{idItem}', level: 'admin', group: 'content', summary: 'Delete an element item', params: elementItemParams }),
  adminElementItemShareSimulate: route({ method: 'POST', path: '/admin/element/share/simulate/{idElement}/{idItem}', level: 'admin', group: 'content', summary: 'Preview sharing an element item on social networks', params: elementItemParams, draft: true, body: draftBody }),
  adminElementItemShare: route({ method: 'POST', path: '/admin/element/share/{idElement}/{idItem}', level: 'admin', group: 'content', summary: 'Share an element item on social networks', params: elementItemParams, draft: true, body: draftBody }),
  adminElementItemUsers: route({ method: 'GET', path: '/admin/element/{route}/{idElementItem}/users', level: 'admin', group: 'content', summary: 'Users linked to an element item', params: pathParams('route', 'idElementItem') }),

  // Files (admin)
  adminFilesPaged: route({ method: 'GET', path: '/admin/files', level: 'admin', group: 'content', summary: 'Files of the site (list query)', query: adminFileListQuerySchema }),
  adminFiles: route({ method: 'GET', path: '/admin/file', level: 'admin', group: 'content', summary: 'Files of the site, unpaged' }),
  // Probably a file upload (multipart), but the spec does not say so.
  adminFileCreate: route({ method: 'POST', path: '/admin/file', level: 'admin', group: 'content', summary: 'Add a file', draft: true, body: draftBody }),
  adminFileUpdate: route({ method: 'PUT', path: '/admin/file/{id}', level: 'admin', group: 'content', summary: 'Change a file', params: idParams, draft: true, body: draftBody }),
  adminFileValid: route({ method: 'PUT', path: '/admin/file/{id}/valid', level: 'admin', group: 'content', summary: 'Switch a file valid or invalid', params: idParams, draft: true, body: draftBody }),
  adminFileDelete: route({ method: 'DELETE', path: '/admin/file/{id}', level: 'admin', group: 'content', summary: 'Delete a file', inferred: true, params: idParams }),

  // Forms and their document templates (admin)
  adminForms: route({ method: 'GET', path: '/admin/forms', level: 'admin', group: 'content', summary: 'Forms of the site' }),
  adminFormCreate: route({ method: 'POST', path: '/admin/forms', level: 'admin', group: 'content', summary: 'Create a form', draft: true, body: draftBody }),
  adminFormContent: route({ method: 'PUT', path: '/admin/forms/{id}/content', level: 'admin', group: 'content', summary: 'Save the groups, rows, inputs, loops and conditions of a form', params: idParams, draft: true, body: draftBody }),
  adminFormDelete: route({ method: 'DELETE', path: '/admin/forms/{id}', level: 'admin', group: 'content', summary: 'Delete a form', params: idParams }),
  adminFormValid: route({ method: 'PUT', path: '/admin/forms/valid/{id}', level: 'admin', group: 'content', summary: 'Switch a form valid or invalid', params: idParams, draft: true, body: draftBody }),
  adminFormTemplates: route({ method: 'GET', path: '/admin/forms/{id}/template', level: 'admin', group: 'content', summary: 'Document templates of a form', params: idParams }),
  adminFormTemplateCreate: route({ method: 'POST', path: '/admin/forms/{id}/template', level: 'admin', group: 'content', summary: 'Add a document template to a form', params: idParams, draft: true, body: draftBody }),
  adminFormTemplateUpdate: route({ method: 'PUT', path: '/admin/forms/{id}/template/{templateId}', level: 'admin', group: 'content', summary: 'Change a document template', params: formTemplateParams, draft: true, body: draftBody }),
  adminFormTemplateDelete: route({ method: 'DELETE', path: '/admin/forms/{id}/template/{templateId}', level: 'admin', group: 'content', summary: 'Delete a document template', params: formTemplateParams }),

  // Help messages: global texts shown on input names, edited from /superAdmin/helpMessage. Judgement.
  adminHelpMessages: route({ method: 'GET', path: '/admin/help-message', level: 'admin', group: 'content', summary: 'Help messages (identifier, type, message)' }),
  adminHelpMessageCreate: route({ method: 'POST', path: '/admin/help-message', level: 'superAdmin', group: 'content', summary: 'Create a help message', draft: true, body: draftBody }),
  adminHelpMessageUpdate: route({ method: 'PUT', path: '/admin/help-message/{id}', level: 'superAdmin', group: 'content', summary: 'Change a help message', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminHelpMessageDelete: route({ method: 'DELETE', path: '/admin/help-message/{id}', level: 'superAdmin', group: 'content', summary: 'Delete a help message', inferred: true, params: idParams }),

  // Popups (admin)
  adminPopups: route({ method: 'GET', path: '/admin/popup', level: 'admin', group: 'content', summary: 'Popups (list query; popups, total)', query: adminPopupListQuerySchema }),
  adminPopupCreate: route({ method: 'POST', path: '/admin/popup', level: 'admin', group: 'content', summary: 'Create a popup', draft: true, body: draftBody }),
  adminPopupUpdate: route({ method: 'PUT', path: '/admin/popup/{id}', level: 'admin', group: 'content', summary: 'Change a popup', params: idParams, draft: true, body: draftBody }),
  adminPopupDelete: route({ method: 'DELETE', path: '/admin/popup/{id}', level: 'admin', group: 'content', summary: 'Delete a popup', params: idParams }),
  adminPopupValid: route({ method: 'PUT', path: '/admin/popup/{id}/valid', level: 'admin', group: 'content', summary: 'Switch a popup valid or invalid', params: idParams, draft: true, body: draftBody }),

  // QR codes (admin)
  adminQrcodes: route({ method: 'GET', path: '/admin/qrcode', level: 'admin', group: 'content', summary: 'QR codes and models' }),
  adminQrcodeCreate: route({ method: 'POST', path: '/admin/qrcode', level: 'admin', group: 'content', summary: 'Create a QR code', draft: true, body: draftBody }),
  adminQrcode: route({ method: 'GET', path: '/admin/qrcode/{id}', level: 'admin', group: 'content', summary: 'One QR code', params: idParams }),
  adminQrcodeUpdate: route({ method: 'PUT', path: '/admin/qrcode/{id}', level: 'admin', group: 'content', summary: 'Change a QR code', params: idParams, draft: true, body: draftBody }),
  adminQrcodeDelete: route({ method: 'DELETE', path: '/admin/qrcode/{id}', level: 'admin', group: 'content', summary: 'Delete a QR code', params: idParams }),

  // Redirections (admin)
  adminRedirections: route({ method: 'GET', path: '/admin/redirection', level: 'admin', group: 'content', summary: 'Redirections (old URL, target, status code)' }),
  adminRedirectionCreate: route({ method: 'POST', path: '/admin/redirection', level: 'admin', group: 'content', summary: 'Create a redirection', draft: true, body: draftBody }),
  adminRedirectionUpdate: route({ method: 'PUT', path: '/admin/redirection/{id}', level: 'admin', group: 'content', summary: 'Change a redirection', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminRedirectionDelete: route({ method: 'DELETE', path: '/admin/redirection/{id}', level: 'admin', group: 'content', summary: 'Delete a redirection', inferred: true, params: idParams }),
  adminRedirectionValid: route({ method: 'PUT', path: '/admin/redirection/valid/{id}', level: 'admin', group: 'content', summary: 'Switch a redirection valid or invalid', params: idParams, draft: true, body: draftBody }),

  // Scripts to load (admin): "same pattern" as redirections
  adminScripts: route({ method: 'GET', path: '/admin/script-to-load', level: 'admin', group: 'content', summary: 'Scripts loaded by the site (scriptsToLoad)', inferred: true }),
  adminScriptCreate: route({ method: 'POST', path: '/admin/script-to-load', level: 'admin', group: 'content', summary: 'Add a script to load', inferred: true, draft: true, body: draftBody }),
  adminScriptUpdate: route({ method: 'PUT', path: '/admin/script-to-load/{id}', level: 'admin', group: 'content', summary: 'Change a script to load', inferred: true, params: idParams, draft: true, body: draftBody }),
  adminScriptDelete: route({ method: 'DELETE', path: '/admin/script-to-load/{id}', level: 'admin', group: 'content', summary: 'Delete a script to load', inferred: true, params: idParams }),
  adminScriptValid: route({ method: 'PUT', path: '/admin/script-to-load/valid/{id}', level: 'admin', group: 'content', summary: 'Switch a script valid or invalid', inferred: true, params: idParams, draft: true, body: draftBody }),

  // Services (admin; the list is GET /service)
  adminServiceTags: route({ method: 'GET', path: '/admin/service/tag', level: 'admin', group: 'content', summary: 'Service tags' }),
  adminServiceCreate: route({ method: 'POST', path: '/admin/service', level: 'admin', group: 'content', summary: 'Create a service', draft: true, body: draftBody }),
  adminServiceUpdate: route({ method: 'PUT', path: '/admin/service/{id}', level: 'admin', group: 'content', summary: 'Change a service', params: idParams, draft: true, body: draftBody }),
  adminServiceDelete: route({ method: 'DELETE', path: '/admin/service/{id}', level: 'admin', group: 'content', summary: 'Delete a service', params: idParams }),
  adminServiceOrder: route({ method: 'PUT', path: '/admin/service/{id}/order', level: 'admin', group: 'content', summary: 'Move a service in the list', params: idParams, draft: true, body: draftBody }),
  adminServiceValid: route({ method: 'PUT', path: '/admin/service/valid/{id}', level: 'admin', group: 'content', summary: 'Switch a service valid or invalid', params: idParams, draft: true, body: draftBody }),
} as const;
