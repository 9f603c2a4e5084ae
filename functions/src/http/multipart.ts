import type { UploadedFile } from '@cellar/shared/site/upload';
import { ValidationError } from '../lib/errors.ts';

/**
 * A multipart/form-data body as the admin's multipart builder sends it (spec 1 §7): object fields
 * as JSON strings, files under `image` (single) or `images` (several). Parsed with the platform's
 * own form-data reader (undici), no extra dependency.
 */
export async function readMultipart(
  body: string | undefined,
  isBase64: boolean,
  contentType: string,
): Promise<Record<string, unknown>> {
  const raw = body ? Buffer.from(body, isBase64 ? 'base64' : 'utf8') : Buffer.alloc(0);
  let form: FormData;
  try {
    form = await new Request('http://multipart.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: raw,
    }).formData();
  } catch {
    throw new ValidationError({ _: ['media.invalidMultipart'] }, 'media.invalidMultipart');
  }
  // Field names are the sender's: kept as own entries whatever they are (`__proto__` included).
  const out = new Map<string, unknown>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      out.set(name, fieldValue(value));
      continue;
    }
    const file: UploadedFile = {
      filename: value.name,
      contentType: value.type,
      size: value.size,
      data: new Uint8Array(await value.arrayBuffer()),
    };
    if (name === 'images') out.set('images', [...((out.get('images') as UploadedFile[] | undefined) ?? []), file]);
    else out.set(name, file);
  }
  return Object.fromEntries(out);
}

/** JSON-encoded objects, arrays and literals are decoded; any other text stays text. */
function fieldValue(value: string): unknown {
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed) || trimmed === 'true' || trimmed === 'false' || trimmed === 'null') {
    try {
      return JSON.parse(trimmed);
    } catch {
      return value;
    }
  }
  return value;
}
