import { awardService } from '../../services/content/award-service.ts';
import { calendarService } from '../../services/content/calendar-service.ts';
import { newsService } from '../../services/content/news-service.ts';
import { componentService } from '../../services/pages/component-service.ts';
import { libraryService } from '../../services/pages/library-service.ts';
import { pageImageService } from '../../services/pages/page-image-service.ts';
import { pageService } from '../../services/pages/page-service.ts';
import { scriptDocumentHeaders } from '../../services/pages/page-script.ts';
import type { GroupHandlers } from '../types.ts';
import { fileHandlers } from './content/files.ts';
import { formTemplateHandlers } from './content/form-documents.ts';
import { albumHandlers } from './content/albums.ts';
import { behaviourHandlers } from './content/behaviours.ts';
import { blogHandlers } from './content/blog.ts';
import { blogGeneratorHandlers } from './content/blog-generator.ts';
import { helpMessageHandlers } from './content/help-messages.ts';
import { homeCardHandlers } from './content/home-cards.ts';
import { formHandlers } from './content/forms.ts';
import { qrcodeHandlers } from './content/qrcodes.ts';
import { servicesHandlers } from './content/services.ts';
import { elementsHandlers } from './content/elements.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const contentHandlers: GroupHandlers<'content'> = {
  newsList: async ({ site, query, contentLang }) => ({ data: await newsService.published(site, query, contentLang) }),
  news: async ({ site, params, contentLang }) => ({
    data: await newsService.publishedOne(site, params.id, contentLang),
  }),
  pages: async ({ site, contentLang }) => ({ data: await pageService.published(site, contentLang) }),
  page: async ({ site, params, contentLang }) => ({
    data: await pageService.publicPage(site, String(params.slugOrId), contentLang),
  }),
  pageScript: async ({ site, params }) => {
    const { 'content-type': contentType, 'cache-control': cacheControl, ...headers } = scriptDocumentHeaders;
    const html = await pageService.script(site, params.id);
    return {
      binary: { data: new TextEncoder().encode(html), contentType, cacheControl, disposition: 'inline', headers },
    };
  },
  album: albumHandlers.album,
  form: formHandlers.form,
  formFileDownload: formTemplateHandlers.formFileDownload,
  element: elementsHandlers.element,
  calendarDates: async ({ site, params }) => ({
    data: await calendarService.monthDates(site, params.id, params.month, params.year),
  }),
  calendarAllowedDates: async ({ site, params, query }) => ({
    data: await calendarService.allowedDates(site, params.id, params.month, params.year, query.idAddress),
  }),
  blogBreadcrumb: blogHandlers.blogBreadcrumb,
  blog: blogHandlers.blog,
  blogFolder: blogHandlers.blogFolder,
  blogArticle: blogHandlers.blogArticle,
  popupContent: behaviourHandlers.popupContent,
  popups: behaviourHandlers.popups,
  scriptsToLoad: behaviourHandlers.scriptsToLoad,
  services: servicesHandlers.services,
  homeCards: homeCardHandlers.homeCards,
  listAwards: async ({ site, lang, contentLang }) => ({
    data: { awards: await awardService.published(site, lang, contentLang) },
  }),
  listAlignments: async () => ({ data: pageService.alignments() }),
  listStaticImages: async () => ({ data: pageService.staticImages() }),
  listComponents: async ({ site }) => ({ data: { components: await libraryService.published(site) } }),
  imageKitAuthentication: fileHandlers.imageKitAuthentication,
  fileDownload: fileHandlers.fileDownload,
  adminPages: async ({ site }) => ({ data: await pageService.tree(site) }),
  adminPage: async ({ site, params }) => ({ data: await pageService.get(site, params.id) }),
  adminPageCreate: async ({ site, body }) => ({ message: 'page.created', data: await pageService.create(site, body) }),
  adminPageUpdate: async ({ site, params, body }) => ({
    message: 'page.updated',
    data: await pageService.update(site, params.id, body),
  }),
  adminPageDelete: async ({ site, params }) => {
    await pageService.remove(site, params.id);
    return { message: 'page.deleted', data: null };
  },
  adminPageState: async ({ site, params, body }) => ({
    message: 'page.updated',
    data: await pageService.setValid(site, params.id, body.valid),
  }),
  adminPageOrder: async ({ site, body }) => ({
    message: 'page.orderSaved',
    data: await pageService.reorder(site, body),
  }),
  adminPageBaseCreate: async ({ site, body }) => ({
    message: 'page.created',
    data: await pageService.createBase(site, body),
  }),
  adminPageBaseUpdate: async ({ site, params, body }) => ({
    message: 'page.updated',
    data: await pageService.updateBase(site, params.id, body),
  }),
  adminSitePages: async ({ site }) => ({ data: await pageService.flat(site) }),
  adminPagesGrape: async ({ site }) => ({ data: await pageService.tree(site) }),
  adminPageGrape: async ({ site, params }) => ({ data: await pageService.get(site, params.id) }),
  adminLayouts: async ({ site, query }) => ({ data: await pageService.layouts(site, query) }),
  adminLayoutTags: async ({ site }) => ({ data: await pageService.layoutTags(site) }),
  adminLayoutCopy: async ({ site, params }) => ({ data: await pageService.copyLayout(site, params.layoutId) }),
  adminPageLayoutTags: async ({ site, params }) => ({
    data: await pageService.pageLayoutTags(site, params.pageId, params.layoutId),
  }),
  adminPageLayoutTagsUpdate: async ({ site, params, body }) => ({
    message: 'page.tagsSaved',
    data: await pageService.setPageLayoutTags(site, params.pageId, params.layoutId, body.tags),
  }),
  adminPageImages: async ({ site, query }) => ({ data: await pageImageService.list(site, query) }),
  adminPageImageAuthentication: async ({ site }) => ({ data: await pageImageService.uploadTarget(site) }),
  adminPageImageAdd: async ({ site, body }) => ({
    message: 'page.imageSaved',
    data: await pageImageService.add(site, body),
  }),
  adminPageImageUpload: async ({ site, body }) => ({
    message: 'page.imageSaved',
    data: await pageImageService.upload(site, body),
  }),
  adminPageImageUpdate: async ({ site, params, body }) => ({
    message: 'page.imageSaved',
    data: await pageImageService.update(site, params.id, body),
  }),
  adminNews: async ({ site, query }) => ({ data: await newsService.list(site, query) }),
  adminNewsItem: async ({ site, params }) => ({ data: await newsService.get(site, params.id) }),
  adminNewsCreate: async ({ site, body }) => ({ message: 'news.created', data: await newsService.create(site, body) }),
  adminNewsUpdate: async ({ site, params, body }) => ({
    message: 'news.updated',
    data: await newsService.update(site, params.id, body),
  }),
  adminNewsDelete: async ({ site, params }) => {
    await newsService.remove(site, params.id);
    return { message: 'news.deleted', data: null };
  },
  adminNewsValid: async ({ site, params, body }) => ({
    message: 'news.updated',
    data: await newsService.setValid(site, params.id, body.valid),
  }),
  adminAlbums: albumHandlers.adminAlbums,
  adminAlbum: albumHandlers.adminAlbum,
  adminAlbumCreate: albumHandlers.adminAlbumCreate,
  adminAlbumUpdate: albumHandlers.adminAlbumUpdate,
  adminAlbumCover: albumHandlers.adminAlbumCover,
  adminAlbumOrder: albumHandlers.adminAlbumOrder,
  adminAlbumDelete: albumHandlers.adminAlbumDelete,
  adminAlbumImages: albumHandlers.adminAlbumImages,
  adminAwards: async ({ site, query, lang }) => ({ data: await awardService.list(site, query, lang) }),
  adminAwardCreate: async ({ site, body, lang }) => ({
    message: 'award.created',
    data: await awardService.create(site, body, lang),
  }),
  adminAwardUpdate: async ({ site, params, body, lang }) => ({
    message: 'award.updated',
    data: await awardService.update(site, params.id, body, lang),
  }),
  adminAwardDelete: async ({ site, params }) => {
    await awardService.remove(site, params.id);
    return { message: 'award.deleted', data: null };
  },
  adminBlogFolders: blogHandlers.adminBlogFolders,
  adminBlogFolder: blogHandlers.adminBlogFolder,
  adminBlogFolderCreate: blogHandlers.adminBlogFolderCreate,
  adminBlogFolderUpdate: blogHandlers.adminBlogFolderUpdate,
  adminBlogFolderDelete: blogHandlers.adminBlogFolderDelete,
  adminBlogArticle: blogHandlers.adminBlogArticle,
  adminBlogArticleCreate: blogHandlers.adminBlogArticleCreate,
  adminBlogArticleUpdate: blogHandlers.adminBlogArticleUpdate,
  adminBlogArticleContent: blogHandlers.adminBlogArticleContent,
  adminBlogArticleOrder: blogHandlers.adminBlogArticleOrder,
  adminBlogArticleStatus: blogHandlers.adminBlogArticleStatus,
  adminBlogArticleDelete: blogHandlers.adminBlogArticleDelete,
  adminBlogTags: blogHandlers.adminBlogTags,
  adminBlogAiSubject: blogGeneratorHandlers.adminBlogAiSubject,
  adminBlogAiParts: blogGeneratorHandlers.adminBlogAiParts,
  adminBlogAiArticle: blogGeneratorHandlers.adminBlogAiArticle,
  adminCalendars: async ({ site, query }) => ({ data: await calendarService.list(site, query) }),
  adminCalendarCreate: async ({ site, body }) => ({
    message: 'calendar.created',
    data: await calendarService.create(site, body),
  }),
  adminCalendarUpdate: async ({ site, params, body }) => ({
    message: 'calendar.updated',
    data: await calendarService.update(site, params.id, body),
  }),
  adminCalendarDelete: async ({ site, params }) => {
    await calendarService.remove(site, params.id);
    return { message: 'calendar.deleted', data: null };
  },
  adminCalendarValid: async ({ site, params, body }) => ({
    message: 'calendar.updated',
    data: await calendarService.setValid(site, params.id, body.valid),
  }),
  adminCalendarDates: async ({ site, params, body }) => ({
    message: 'calendar.updated',
    data: await calendarService.setDates(site, params.id, body.dates),
  }),
  // The catalogue is not site-owned: the authorised site only says the caller may work.
  adminComponents: async () => ({ data: { components: await componentService.list() } }),
  adminComponentCreate: async ({ body }) => ({ message: 'component.saved', data: await componentService.create(body) }),
  adminComponentUpdate: async ({ params, body }) => ({
    message: 'component.saved',
    data: await componentService.update(params.id, body),
  }),
  adminLibrary: async ({ site }) => ({ data: { components: await libraryService.list(site) } }),
  adminLibraryComponentCreate: async ({ site, body }) => ({
    message: 'component.added',
    data: await libraryService.add(site, body),
  }),
  adminLibraryComponentUpdate: async ({ site, params, body }) => ({
    message: 'component.saved',
    data: await libraryService.rename(site, params.id, body),
  }),
  adminLibraryComponentDelete: async ({ site, params }) => {
    await libraryService.remove(site, params.id);
    return { message: 'component.removed', data: null };
  },
  adminLibraryComponentSettings: async ({ site, params, body }) => ({
    message: 'component.saved',
    data: await libraryService.setSettings(site, params.id, body.settings),
  }),
  adminElements: elementsHandlers.adminElements,
  adminElementCreate: elementsHandlers.adminElementCreate,
  adminElementUpdate: elementsHandlers.adminElementUpdate,
  adminElementDelete: elementsHandlers.adminElementDelete,
  adminElementOrder: elementsHandlers.adminElementOrder,
  adminElementImport: elementsHandlers.adminElementImport,
  adminElementItemCreate: elementsHandlers.adminElementItemCreate,
  adminElementItemUpdate: elementsHandlers.adminElementItemUpdate,
  adminElementItemValid: elementsHandlers.adminElementItemValid,
  adminElementItemDelete: elementsHandlers.adminElementItemDelete,
  adminElementItemShareSimulate: elementsHandlers.adminElementItemShareSimulate,
  adminElementItemShare: elementsHandlers.adminElementItemShare,
  adminElementItemUsers: elementsHandlers.adminElementItemUsers,
  adminElementItems: elementsHandlers.adminElementItems,
  adminElementItemOrder: elementsHandlers.adminElementItemOrder,
  adminFilesPaged: fileHandlers.adminFilesPaged,
  adminFiles: fileHandlers.adminFiles,
  adminFileCreate: fileHandlers.adminFileCreate,
  adminFileUpdate: fileHandlers.adminFileUpdate,
  adminFileValid: fileHandlers.adminFileValid,
  adminFileDelete: fileHandlers.adminFileDelete,
  adminForms: formHandlers.adminForms,
  adminForm: formHandlers.adminForm,
  adminFormCreate: formHandlers.adminFormCreate,
  adminFormContent: formHandlers.adminFormContent,
  adminFormDelete: formHandlers.adminFormDelete,
  adminFormValid: formHandlers.adminFormValid,
  adminFormTemplates: formTemplateHandlers.adminFormTemplates,
  adminFormTemplateCreate: formTemplateHandlers.adminFormTemplateCreate,
  adminFormTemplateUpdate: formTemplateHandlers.adminFormTemplateUpdate,
  adminFormTemplateDelete: formTemplateHandlers.adminFormTemplateDelete,
  adminHelpMessages: helpMessageHandlers.adminHelpMessages,
  adminHelpMessageCreate: helpMessageHandlers.adminHelpMessageCreate,
  adminHelpMessageUpdate: helpMessageHandlers.adminHelpMessageUpdate,
  adminHelpMessageDelete: helpMessageHandlers.adminHelpMessageDelete,
  adminPopups: behaviourHandlers.adminPopups,
  adminPopupCreate: behaviourHandlers.adminPopupCreate,
  adminPopupUpdate: behaviourHandlers.adminPopupUpdate,
  adminPopupDelete: behaviourHandlers.adminPopupDelete,
  adminPopupValid: behaviourHandlers.adminPopupValid,
  adminQrcodes: qrcodeHandlers.adminQrcodes,
  adminQrcodeCreate: qrcodeHandlers.adminQrcodeCreate,
  adminQrcode: qrcodeHandlers.adminQrcode,
  adminQrcodeUpdate: qrcodeHandlers.adminQrcodeUpdate,
  adminQrcodeDelete: qrcodeHandlers.adminQrcodeDelete,
  qrcodeScan: qrcodeHandlers.qrcodeScan,
  adminRedirections: behaviourHandlers.adminRedirections,
  adminRedirectionCreate: behaviourHandlers.adminRedirectionCreate,
  adminRedirectionUpdate: behaviourHandlers.adminRedirectionUpdate,
  adminRedirectionDelete: behaviourHandlers.adminRedirectionDelete,
  adminRedirectionValid: behaviourHandlers.adminRedirectionValid,
  adminScripts: behaviourHandlers.adminScripts,
  adminScriptCreate: behaviourHandlers.adminScriptCreate,
  adminScriptUpdate: behaviourHandlers.adminScriptUpdate,
  adminScriptDelete: behaviourHandlers.adminScriptDelete,
  adminScriptValid: behaviourHandlers.adminScriptValid,
  adminServices: servicesHandlers.adminServices,
  adminService: servicesHandlers.adminService,
  adminServiceTags: servicesHandlers.adminServiceTags,
  adminServiceCreate: servicesHandlers.adminServiceCreate,
  adminServiceUpdate: servicesHandlers.adminServiceUpdate,
  adminServiceDelete: servicesHandlers.adminServiceDelete,
  adminServiceOrder: servicesHandlers.adminServiceOrder,
  adminHomeCards: homeCardHandlers.adminHomeCards,
  adminHomeCardCreate: homeCardHandlers.adminHomeCardCreate,
  adminHomeCardUpdate: homeCardHandlers.adminHomeCardUpdate,
  adminHomeCardDelete: homeCardHandlers.adminHomeCardDelete,
  adminServiceValid: servicesHandlers.adminServiceValid,
};
