import { blogService } from '../../../services/content/blog-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** Blog folders and articles (spec 1 §3, §4; spec 2 §7; issue 18): the storefront's reads and the admin's calls. */
export const blogHandlers = {
  blogBreadcrumb: async ({ site, params, contentLang }) => ({
    data: await blogService.breadcrumb(site, params.id, contentLang),
  }),
  blog: async ({ site, contentLang }) => ({ data: await blogService.publishedFolder(site, null, contentLang) }),
  blogFolder: async ({ site, params, contentLang }) => ({
    data: await blogService.publishedFolder(site, params.id, contentLang),
  }),
  blogArticle: async ({ site, params, contentLang }) => ({
    data: await blogService.published(site, params.idOrUrl, contentLang),
  }),
  adminBlogFolders: async ({ site }) => ({ data: await blogService.tree(site) }),
  adminBlogFolder: async ({ site, params }) => ({ data: await blogService.folderContent(site, params.id) }),
  adminBlogFolderCreate: async ({ site, body }) => ({
    message: 'blog.folderCreated',
    data: await blogService.createFolder(site, body),
  }),
  adminBlogFolderUpdate: async ({ site, params, body }) => ({
    message: 'blog.folderUpdated',
    data: await blogService.updateFolder(site, params.id, body),
  }),
  adminBlogFolderDelete: async ({ site, params }) => {
    await blogService.removeFolder(site, params.id);
    return { message: 'blog.folderDeleted', data: null };
  },
  adminBlogArticle: async ({ site, params }) => ({ data: await blogService.get(site, params.id) }),
  adminBlogArticleCreate: async ({ site, body }) => ({
    message: 'blog.articleCreated',
    data: await blogService.createArticle(site, body),
  }),
  adminBlogArticleUpdate: async ({ site, params, body }) => ({
    message: 'blog.articleUpdated',
    data: await blogService.update(site, params.id, body),
  }),
  adminBlogArticleContent: async ({ site, params, body }) => ({
    message: 'blog.articleUpdated',
    data: await blogService.setContent(site, params.id, body.content),
  }),
  adminBlogArticleOrder: async ({ site, params, body }) => {
    await blogService.move(site, params.id, body.order);
    return { message: 'blog.articleMoved', data: null };
  },
  adminBlogArticleStatus: async ({ site, params, body }) => ({
    message: 'blog.articleUpdated',
    data: await blogService.setStatus(site, params.id, body.status),
  }),
  adminBlogArticleDelete: async ({ site, params }) => {
    await blogService.remove(site, params.id);
    return { message: 'blog.articleDeleted', data: null };
  },
  adminBlogTags: async ({ site }) => ({ data: await blogService.tags(site) }),
} satisfies Partial<GroupHandlers<'content'>>;
