import * as z from 'zod';
import { listQuerySchema } from '../list-query.ts';
import type { UploadedFile } from '../site/upload.ts';
import { fail } from '../validation/issues.ts';

/**
 * Product templates: files an admin keeps for product sheets and labels (a label design, a sheet
 * model, a price grid). The type is decided by the file name's extension, and the server checks the
 * first bytes match it (a renamed file is refused); the type the browser declares is not trusted
 * (Windows sends a CSV as `application/vnd.ms-excel`, some browsers a DOCX as octet-stream).
 */
export const productTemplateTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const;
export type ProductTemplateExtension = keyof typeof productTemplateTypes;

/**
 * 4 MB: the file travels base64 in a multipart body (Lambda takes 6 MB of request) and comes back
 * base64 in the download's answer (6 MB too), so up and down it stays one API call with the admin's
 * token — no presigned URL, no CORS on the bucket (docs/decisions.md "Documents (issue 5)").
 */
export const maxProductTemplateBytes = 4 * 1024 * 1024;
export const maxTemplateNameLength = 100;

/** The file's own name: no folder (`C:\fakepath\…`), no control characters, at most 200 characters keeping the
 * extension. */
export function templateFileName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 6 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

/** The extension of an accepted file name (lower case), or null. */
export function templateExtensionOf(name: string): ProductTemplateExtension | null {
  const match = /\.([a-z0-9]+)$/i.exec(name);
  const extension = match?.[1]?.toLowerCase();
  return extension && Object.hasOwn(productTemplateTypes, extension) ? (extension as ProductTemplateExtension) : null;
}

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' && value !== null && 'data' in value && 'filename' in value;

/** `POST /admin/product/template/upload` (multipart): the file under `file`, an optional display name (else the file's
 * name). */
export const productTemplateUploadSchema = z
  .strictObject({
    file: z.unknown().optional(),
    name: z.string().max(maxTemplateNameLength, 'validation.tooLong').nullish(),
  })
  .superRefine((raw, ctx) => {
    if (!isFile(raw.file)) return fail(ctx, 'file', 'template.fileRequired');
    if (!templateExtensionOf(templateFileName(raw.file.filename))) fail(ctx, 'file', 'template.invalidType');
    else if (raw.file.size === 0) fail(ctx, 'file', 'template.empty');
    else if (raw.file.size > maxProductTemplateBytes) fail(ctx, 'file', 'template.tooBig');
  })
  .transform((raw) => {
    const file = raw.file as UploadedFile;
    const filename = templateFileName(file.filename);
    const name = raw.name?.trim() || filename.replace(/\.[^.]+$/, '');
    return { file: { ...file, filename }, name: name.slice(0, maxTemplateNameLength) };
  });
export type ProductTemplateUpload = z.output<typeof productTemplateUploadSchema>;

export const productTemplateViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  filename: z.string(),
  /** From the extension (`productTemplateTypes`). */
  contentType: z.string(),
  extension: z.enum(Object.keys(productTemplateTypes) as [ProductTemplateExtension, ...ProductTemplateExtension[]]),
  size: z.number(),
  createdAt: z.string(),
});
export type ProductTemplateView = z.infer<typeof productTemplateViewSchema>;

/** `GET /admin/product/template`: newest first unless `orderBy` says otherwise. */
export const productTemplateListQuerySchema = listQuerySchema(
  ['id', 'name', 'filename', 'extension'],
  ['id', 'name', 'filename', 'size', 'createdAt'],
);
export const productTemplateListSchema = z.object({ templates: z.array(productTemplateViewSchema), total: z.number() });
