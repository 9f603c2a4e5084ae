import * as z from 'zod';

/** A file of a multipart body, as the pipeline hands it to the route's schema. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

/** The media extensions of images (spec 1 §9). */
export const imageTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/svg+xml': 'svg' };
const imageExtensions = /\.(svg|jpe?g|png)$/i;

/** An uploaded image of an allowed type, at most `maxBytes` (the spec's message names the limit). */
export function imageUploadSchema(maxBytes: number) {
  return z
    .custom<UploadedFile>((v) => typeof v === 'object' && v !== null && 'data' in v, 'media.imageRequired')
    .superRefine((file, ctx) => {
      if (!(file.contentType in imageTypes) || !imageExtensions.test(file.filename))
        ctx.addIssue({ code: 'custom', message: 'media.invalidImageType' });
      else if (file.size > maxBytes) ctx.addIssue({ code: 'custom', message: 'media.imageTooBig' });
    });
}

/** "Image is too big, maximum 2Mb": logos and banners. */
export const maxLogoBytes = 2 * 1024 * 1024;
export const logoUploadSchema = z.strictObject({ image: imageUploadSchema(maxLogoBytes) });

/*
 * Upload limits and media types (spec 1 §9), once for the server and the admin's forms: "image 2Mb or 5 mb
 * depending on screen, video 40 mb"; images svg, jpeg, jpg, png; videos mp4, m4v, mov, avi, wmv, flv. The server
 * checks every file by its bytes as well (functions/src/services/common/file-content.ts): a name proves nothing.
 */
const mb = 1024 * 1024;
/** "Image file cannot be more than 5 mb": page images, site files. */
export const maxLargeImageBytes = 5 * mb;
/** "Video file cannot be more than 40 mb". */
export const maxVideoBytes = 40 * mb;
/** A document of `/files` (not in the spec): as much as a video, the largest upload there is. */
export const maxDocumentBytes = 40 * mb;
/** What one direct (presigned POST) upload may weigh: the largest of the limits, checked again by kind. */
export const maxDirectUploadBytes = Math.max(maxLargeImageBytes, maxVideoBytes, maxDocumentBytes);

export const imageExtensionList = ['svg', 'jpeg', 'jpg', 'png'] as const;
export const videoExtensionList = ['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv'] as const;
/** Documents a site may offer for download (not in the spec; docs/decisions.md "Site files"). */
export const documentExtensionList = ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'txt', 'csv', 'zip'] as const;

export type UploadKind = 'image' | 'video' | 'document';

/** The type each allowed extension is stored and served with. */
export const fileTypes: Readonly<Record<string, { kind: UploadKind; contentType: string }>> = {
  svg: { kind: 'image', contentType: 'image/svg+xml' },
  jpeg: { kind: 'image', contentType: 'image/jpeg' },
  jpg: { kind: 'image', contentType: 'image/jpeg' },
  png: { kind: 'image', contentType: 'image/png' },
  mp4: { kind: 'video', contentType: 'video/mp4' },
  m4v: { kind: 'video', contentType: 'video/x-m4v' },
  mov: { kind: 'video', contentType: 'video/quicktime' },
  avi: { kind: 'video', contentType: 'video/x-msvideo' },
  wmv: { kind: 'video', contentType: 'video/x-ms-wmv' },
  flv: { kind: 'video', contentType: 'video/x-flv' },
  pdf: { kind: 'document', contentType: 'application/pdf' },
  docx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { kind: 'document', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    kind: 'document',
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  odt: { kind: 'document', contentType: 'application/vnd.oasis.opendocument.text' },
  ods: { kind: 'document', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
  txt: { kind: 'document', contentType: 'text/plain; charset=utf-8' },
  csv: { kind: 'document', contentType: 'text/csv; charset=utf-8' },
  zip: { kind: 'document', contentType: 'application/zip' },
};

/** A file name's extension, lower-cased ('' without one). */
export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * The size rule of an upload of `kind`, with the spec's message: images 2 MB (logos, banners: "Image is too big,
 * maximum 2Mb") or 5 MB by screen ("Image file cannot be more than 5 mb"), videos 40 MB.
 */
export function uploadSizeIssue(
  kind: UploadKind,
  size: number,
  imageLimit: 'small' | 'large' = 'large',
): 'media.imageTooBig' | 'product.imageTooBig' | 'media.videoTooBig' | 'file.tooBig' | null {
  if (kind === 'image' && imageLimit === 'small') return size > maxLogoBytes ? 'media.imageTooBig' : null;
  if (kind === 'image') return size > maxLargeImageBytes ? 'product.imageTooBig' : null;
  if (kind === 'video') return size > maxVideoBytes ? 'media.videoTooBig' : null;
  return size > maxDocumentBytes ? 'file.tooBig' : null;
}

/** What a site file's name says before any byte is read: its type, or the message that refuses it. */
export function fileNameIssue(filename: string, size: number): 'file.invalidType' | ReturnType<typeof uploadSizeIssue> {
  const type = fileTypes[extensionOf(filename)];
  if (!type) return 'file.invalidType';
  return uploadSizeIssue(type.kind, size);
}

/** What an image's name and size say before any byte is read (the server checks the bytes again). */
export function imageNameIssue(
  filename: string,
  size: number,
  imageLimit: 'small' | 'large' = 'large',
): 'media.invalidImageType' | ReturnType<typeof uploadSizeIssue> {
  if (fileTypes[extensionOf(filename)]?.kind !== 'image') return 'media.invalidImageType';
  return uploadSizeIssue('image', size, imageLimit);
}
