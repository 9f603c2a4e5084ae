import * as z from 'zod';

/**
 * The blog article generator (spec 1 §2 `/blog/generator/idea|title|content`, §3 its state; spec 2 §7
 * `POST /admin/blog/ai/subject|parts|article`). Every text here ends in a prompt to a paid model: lengths are bounded.
 */
export const blogGeneratorLimits = {
  companyPresentation: 2000,
  forWho: 300,
  goal: 300,
  title: 200,
  part: 200,
  parts: 12,
} as const;

/** Which generator answered: `local` composes from templates (no model, for trying the flow), `bedrock` a model. */
export const blogGeneratorKinds = ['local', 'bedrock'] as const;
export const blogGeneratorKindSchema = z.enum(blogGeneratorKinds);
export type BlogGeneratorKind = z.infer<typeof blogGeneratorKindSchema>;

const required = (key: 'companyPresentationRequired' | 'forWhoRequired' | 'goalRequired' | 'titleRequired') =>
  z
    .string({ error: `blogGenerator.${key}` })
    .trim()
    .min(1, `blogGenerator.${key}`);

/** What the article is about and for: the three answers of the idea step, carried by every later step. */
export const blogGeneratorBriefSchema = z.strictObject({
  companyPresentation: required('companyPresentationRequired').max(
    blogGeneratorLimits.companyPresentation,
    'validation.tooLong',
  ),
  forWho: required('forWhoRequired').max(blogGeneratorLimits.forWho, 'validation.tooLong'),
  goal: required('goalRequired').max(blogGeneratorLimits.goal, 'validation.tooLong'),
});
export type BlogGeneratorBrief = z.infer<typeof blogGeneratorBriefSchema>;

/**
 * The conversation's id, given by the subject step and carried by the next ones (the logs follow it). Nothing is
 * stored under it: each call carries the whole brief.
 */
const idDiscussion = z.uuid('validation.invalidValue');

const title = required('titleRequired').max(blogGeneratorLimits.title, 'validation.tooLong');

/** `POST /admin/blog/ai/subject`: the brief → title ideas. */
export const blogAiSubjectBodySchema = blogGeneratorBriefSchema;
export const blogAiSubjectAnswerSchema = z.object({
  idDiscussion: z.string(),
  ideas: z.array(z.string()),
  generator: blogGeneratorKindSchema,
});
export type BlogAiSubjectAnswer = z.infer<typeof blogAiSubjectAnswerSchema>;

/** `POST /admin/blog/ai/parts`: the brief and the chosen title → the article's outline. */
export const blogAiPartsBodySchema = blogGeneratorBriefSchema.extend({ idDiscussion, title });
export const blogAiPartsAnswerSchema = z.object({
  idDiscussion: z.string(),
  parts: z.array(z.string()),
  generator: blogGeneratorKindSchema,
});
export type BlogAiPartsAnswer = z.infer<typeof blogAiPartsAnswerSchema>;

/** One part of the outline, as the admin edited it. */
export const blogGeneratorPartSchema = z
  .string()
  .trim()
  .min(1, 'blogGenerator.partRequired')
  .max(blogGeneratorLimits.part, 'validation.tooLong');

/** `POST /admin/blog/ai/article`: the brief, the title and the edited outline → a DRAFT article. */
export const blogAiArticleBodySchema = blogGeneratorBriefSchema.extend({
  idDiscussion,
  title,
  parts: z
    .array(blogGeneratorPartSchema, { error: 'blogGenerator.partsRequired' })
    .min(1, 'blogGenerator.partsRequired')
    .max(blogGeneratorLimits.parts, 'blogGenerator.tooManyParts'),
});
export type BlogAiArticleBody = z.infer<typeof blogAiArticleBodySchema>;

/** The draft the generator created: the admin goes on in the article editor (`/blog/{id}`). */
export const blogAiArticleAnswerSchema = z.object({
  idDiscussion: z.string(),
  generator: blogGeneratorKindSchema,
  article: z.object({ id: z.number(), title: z.string(), status: z.string() }),
});
export type BlogAiArticleAnswer = z.infer<typeof blogAiArticleAnswerSchema>;
