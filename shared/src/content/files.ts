import * as z from 'zod';

/**
 * Site files (spec 1 §2 `/files`, spec 2 §7): documents, images and videos an admin offers for download at
 * `/file/download/{url}.{extension}` while the file is valid. Stored privately; the bytes are checked on the server.
 */

const name = z.string().trim().min(1, 'file.nameRequired').max(200, 'validation.tooLong');

/**
 * `POST /admin/file`: registers a file sent to the bucket by the presigned POST of `/image-kit/authentication`.
 * `filename` is the name the file had on the admin's computer: its extension says what the bytes must be. Its type
 * and size rules (`fileNameIssue`) are checked by the service against the real bytes, so that a refused file's
 * waiting object is removed too; the admin's form checks them before sending.
 */
export const fileCreateSchema = z.strictObject({
  key: z.string().trim().min(1).max(500),
  filename: z.string().trim().min(1, 'file.invalidType').max(255, 'validation.tooLong'),
  name: name.nullish(),
});

/** `PUT /admin/file/{id}`: the name the admin sees (the download address stays). */
export const fileUpdateSchema = z.strictObject({ name });

export const fileViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  filename: z.string(),
  contentType: z.string(),
  extension: z.string(),
  size: z.number(),
  valid: z.boolean(),
  /** The public download path, `/file/download/{url}.{extension}?idSite={site}` (404 while the file is not valid). */
  downloadPath: z.string(),
  createdAt: z.string(),
});
export type FileView = z.infer<typeof fileViewSchema>;

export const fileListSchema = z.object({ files: z.array(fileViewSchema), total: z.number() });

/** A presigned POST: send `fields` then the file (`file`) to `url`; then register `key`. */
export const directUploadTargetSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: z.number(),
  expiresAt: z.string(),
});
