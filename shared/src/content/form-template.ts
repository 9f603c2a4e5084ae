import * as z from 'zod';
import type { UploadedFile } from '../site/upload.ts';
import { fail } from '../validation/issues.ts';

/**
 * Document templates of a form (spec 1 §3 "Document templates per form", spec 2 §7 `/admin/forms/{id}/template`):
 * DOCX files with docxtemplater tags (`{firstname}`, loops `{#guests}{name}{/guests}`, conditions `{#vip}…{/vip}`)
 * that a form answer fills in (`GET /admin/message/{id}/generate-file/docx/template/{idTemplate}/{docx|pdf}`).
 * Only DOCX: the server checks the bytes are a Word package (a zip holding `word/document.xml`).
 */

/** 4 MB: the file travels base64 in a multipart body (Lambda takes 6 MB of request), as product templates do. */
export const maxFormTemplateBytes = 4 * 1024 * 1024;
export const maxFormTemplateNameLength = 100;
export const formTemplateContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;

/** The file's own name: no folder (`C:\fakepath\…`), no control characters. */
const baseName = (name: string): string =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);

function checkFile(ctx: z.RefinementCtx, file: unknown, required: boolean): void {
  if (file === undefined || file === null) {
    if (required) fail(ctx, 'file', 'formTemplate.fileRequired');
    return;
  }
  if (!isFile(file)) return fail(ctx, 'file', 'formTemplate.fileRequired');
  if (!/\.docx$/i.test(baseName(file.filename))) fail(ctx, 'file', 'formTemplate.invalidType');
  else if (file.size === 0) fail(ctx, 'file', 'formTemplate.invalidType');
  else if (file.size > maxFormTemplateBytes) fail(ctx, 'file', 'formTemplate.tooBig');
}

const name = z.string().max(maxFormTemplateNameLength, 'validation.tooLong').nullish();
/** Offered to the visitor: the filled DOCX/PDF can be downloaded right after the form is sent (a one-hour link). */
const offered = z.boolean().nullish();

const fileOf = (file: unknown) => (isFile(file) ? { ...file, filename: baseName(file.filename) } : null);
/** Without a name, the file's own without its extension. */
const nameOf = (given: string | null | undefined, file: UploadedFile | null) =>
  (given?.trim() || file?.filename.replace(/\.[^.]+$/, '') || '').slice(0, maxFormTemplateNameLength);

/** `POST /admin/forms/{id}/template` (multipart): the DOCX under `file`, an optional name, `offered`. */
export const formTemplateCreateSchema = z
  .strictObject({ file: z.unknown().optional(), name, offered })
  .superRefine((raw, ctx) => checkFile(ctx, raw.file, true))
  .transform((raw) => {
    const file = fileOf(raw.file)!;
    return { file, name: nameOf(raw.name, file), offered: raw.offered ?? false };
  });
export type FormTemplateCreate = z.output<typeof formTemplateCreateSchema>;

/** `PUT /admin/forms/{id}/template/{templateId}` (multipart): a new name, `offered`, and/or a new DOCX. */
export const formTemplateUpdateSchema = z
  .strictObject({ file: z.unknown().optional(), name, offered })
  .superRefine((raw, ctx) => {
    checkFile(ctx, raw.file, false);
    if (raw.name !== undefined && raw.name !== null && raw.name.trim() === '')
      fail(ctx, 'name', 'formTemplate.nameRequired');
  })
  .transform((raw) => ({
    file: fileOf(raw.file),
    name: raw.name?.trim() ? raw.name.trim().slice(0, maxFormTemplateNameLength) : null,
    offered: raw.offered ?? null,
  }));
export type FormTemplateUpdate = z.output<typeof formTemplateUpdateSchema>;

export const formTemplateViewSchema = z.object({
  id: z.number(),
  idForm: z.number(),
  name: z.string(),
  filename: z.string(),
  size: z.number(),
  offered: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormTemplateView = z.infer<typeof formTemplateViewSchema>;

/** One tag a template may use: a field (`{firstname}`) or a loop (`{#guests}…{/guests}`) with its own fields. */
export interface FormPlaceholder {
  tag: string;
  label: string;
  fields?: FormPlaceholder[];
}
export const formPlaceholderSchema: z.ZodType<FormPlaceholder> = z.lazy(() =>
  z.object({ tag: z.string(), label: z.string(), fields: z.array(formPlaceholderSchema).optional() }),
);

/** `GET /admin/forms/{id}/template`: the templates, and the tags the form's answers fill (the producer's help). */
export const formTemplateListSchema = z.object({
  templates: z.array(formTemplateViewSchema),
  placeholders: z.array(formPlaceholderSchema),
});
export type FormTemplateList = z.infer<typeof formTemplateListSchema>;

/**
 * `{type}` of `form-to-object` and `generate-file`: `docx` is the object a template is filled with (values as people
 * read them: dates, Yes/No, choice labels); `json` is the same object with the answers as stored.
 */
export const formObjectTypes = ['docx', 'json'] as const;
export type FormObjectType = (typeof formObjectTypes)[number];
export const formDocumentExtensions = ['docx', 'pdf'] as const;
export type FormDocumentExtension = (typeof formDocumentExtensions)[number];

/** A value of the filled object: text, or a loop's repetitions. */
export type FormObjectValue = string | number | boolean | null | string[] | Array<Record<string, unknown>>;
export const formObjectSchema = z.record(z.string(), z.unknown());

/** A generated document the visitor may download (`GET /forms/file/download/{token}`), offered after sending. */
export const offeredDocumentSchema = z.object({
  name: z.string(),
  extension: z.enum(formDocumentExtensions),
  /** `/forms/file/download/{token}` (with `?idSite=`): works for an hour. */
  downloadPath: z.string(),
});
export type OfferedDocument = z.infer<typeof offeredDocumentSchema>;
