import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/** The social networks a site may link from its footer (issue 17 item 6). */
export const socialNetworks = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const weekDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WeekDay = (typeof weekDays)[number];

/** A phone as people write it: an optional +, then 6 to 20 digits with spaces, dots, dashes or brackets. */
export const phonePattern = /^\+?[0-9 .()-]{6,25}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const optional = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The site's public information (`/information`): company, address, contact, opening hours (free text a day,
 * e.g. "9:00–12:00, 14:00–19:00", none for closed) and social links. The rules (email, phone, https addresses)
 * are refinements of this one schema, so the admin's form and the server give the same messages.
 */
export const siteInformationInputSchema = z.strictObject({
  companyName: optional(200),
  addressLine1: optional(200),
  addressLine2: optional(200),
  postalCode: optional(20),
  city: optional(100),
  country: optional(100),
  phone: optional(30).refine((v) => v === null || phonePattern.test(v), 'information.invalidPhone'),
  email: optional(200).refine((v) => v === null || emailPattern.test(v), 'information.invalidEmail'),
  openingHours: z
    .partialRecord(z.enum(weekDays, { error: 'information.invalidDay' }), optional(100))
    .nullish()
    .transform((v) => v ?? {}),
  social: z
    .partialRecord(
      z.enum(socialNetworks, { error: 'information.invalidNetwork' }),
      optional(300).refine((v) => v === null || isHttpsUrl(v), 'information.invalidUrl'),
    )
    .nullish()
    .transform((v) => v ?? {}),
});
export type SiteInformationInput = z.infer<typeof siteInformationInputSchema>;

/** What `GET /site/information` answers: every field present, null when not set; the company name filled in. */
export const siteInformationSchema = z.object({
  companyName: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  openingHours: z.partialRecord(z.enum(weekDays), z.string().nullable()),
  social: z.partialRecord(z.enum(socialNetworks), z.string().nullable()),
});
export type SiteInformation = z.infer<typeof siteInformationSchema>;

/** The message of the first failing field, for a form that checks one field as it is typed. */
export function informationFieldIssue(field: 'phone' | 'email' | 'url', value: string): MessageKey | null {
  if (value.trim() === '') return null;
  if (field === 'phone') return phonePattern.test(value.trim()) ? null : 'information.invalidPhone';
  if (field === 'email') return emailPattern.test(value.trim()) ? null : 'information.invalidEmail';
  return isHttpsUrl(value.trim()) ? null : 'information.invalidUrl';
}
