/** The bytes a binary route answers (a PDF, a file download), sent base64 by the pipeline, not in the envelope. */
export interface BinaryBody {
  data: Uint8Array;
  contentType: string;
  /** Sent as `content-disposition` (an ASCII fallback and the UTF-8 name); none when absent. */
  filename?: string;
  /** `attachment` (save) by default; `inline` lets a browser show it (a PDF in a tab). */
  disposition?: 'attachment' | 'inline';
  /** `no-store` when absent (an admin's file must not sit in a shared cache). */
  cacheControl?: string;
  /** More headers (a document's own `content-security-policy`); they cannot replace the ones above. */
  headers?: Readonly<Record<string, string>>;
}
