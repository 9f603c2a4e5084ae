import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { queryKeys } from '../../../lib/api/query-keys.ts';

export type IdeasBody = ClientBodyInput<'adminBlogAiSubject'>;
export type PartsBody = ClientBodyInput<'adminBlogAiParts'>;
export type ArticleBody = ClientBodyInput<'adminBlogAiArticle'>;

/** `POST /admin/blog/ai/subject`: title ideas for the brief, and the conversation's id the next steps carry. */
export const askIdeas = (api: ApiClient, body: IdeasBody) => api.call('adminBlogAiSubject', { body });
/** `POST /admin/blog/ai/parts`: the outline of a title. */
export const askParts = (api: ApiClient, body: PartsBody) => api.call('adminBlogAiParts', { body });
/** `POST /admin/blog/ai/article`: writes the article and creates it as a DRAFT (answers its id). */
export const writeArticle = (api: ApiClient, body: ArticleBody) => api.call('adminBlogAiArticle', { body });

/** The blog's articles (the blog feature names the same resource): a generated draft refreshes its lists. */
export const blogKeys = queryKeys('blog');
