import * as z from 'zod';

/** Every JSON answer: `{ success, message, data }`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), message: z.string(), data });

export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

/** Field errors as the spec's validators return them: lists of messages per field. */
export type FieldErrors = Record<string, string[]>;
export interface ErrorData {
  errors?: FieldErrors;
  requestId?: string;
}
