import { blogGeneratorService } from '../../../services/content/blog-generator-service.ts';
import type { GroupHandlers } from '../../types.ts';

/** The blog article generator (spec 2 §7 `POST /admin/blog/ai/*`): texts in the admin's language. */
export const blogGeneratorHandlers = {
  adminBlogAiSubject: async ({ site, lang, body }) => ({ data: await blogGeneratorService.subject(site, lang, body) }),
  adminBlogAiParts: async ({ site, lang, body }) => ({ data: await blogGeneratorService.parts(site, lang, body) }),
  adminBlogAiArticle: async ({ site, lang, body }) => ({
    message: 'blogGenerator.articleCreated',
    data: await blogGeneratorService.article(site, lang, body),
  }),
} satisfies Partial<GroupHandlers<'content'>>;
