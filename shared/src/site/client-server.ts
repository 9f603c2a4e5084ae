import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';

/** A client server (spec 1 §3 "Server: IP, seats, monitoring URL"): where clients' sites run, super-admin only. */
export interface ClientServerDraft {
  ip?: string | null;
  seats?: number | null;
  monitoringUrl?: string | null;
}
export type ClientServerField = 'ip' | 'seats' | 'monitoringUrl';

const isHttpUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value.trim());
  } catch {
    return false;
  }
};

/** Spec 1 §5 "Server must have at least one seat and IP not empty" (on the failing field), once for server and form. */
export function clientServerIssues(draft: ClientServerDraft): Partial<Record<ClientServerField, MessageKey>> {
  const issues: Partial<Record<ClientServerField, MessageKey>> = {};
  if (isBlank(draft.ip)) issues.ip = 'clientServer.invalid';
  if (draft.seats === undefined || draft.seats === null || !Number.isInteger(draft.seats) || draft.seats < 1)
    issues.seats = 'clientServer.invalid';
  if (!isBlank(draft.monitoringUrl) && !isHttpUrl(draft.monitoringUrl!))
    issues.monitoringUrl = 'clientServer.invalidMonitoringUrl';
  return issues;
}

/** `POST /super-admin/client/server` and `PUT /super-admin/client/server/{id}`. */
export const clientServerInputSchema = z.strictObject({
  ip: z.string().max(100, 'validation.tooLong').nullish(),
  seats: z
    .number({ error: 'validation.wholeNumber' })
    .int('validation.wholeNumber')
    .max(100_000, 'validation.numberOutOfRange')
    .nullish(),
  monitoringUrl: z.string().max(500, 'validation.tooLong').nullish(),
});
export type ClientServerInput = z.infer<typeof clientServerInputSchema>;

export const clientServerViewSchema = z.object({
  id: z.number(),
  ip: z.string(),
  seats: z.number(),
  monitoringUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type ClientServerView = z.infer<typeof clientServerViewSchema>;
export const clientServerListSchema = z.object({ servers: z.array(clientServerViewSchema) });
