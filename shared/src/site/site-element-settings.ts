import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

/**
 * A site's elements as the super-admin sees them (spec 2 §7 "Sites (super-admin)": `GET /super-admin/element/{id}`,
 * `PUT /super-admin/element/social/{idSite}/{idElement}`, `PUT /super-admin/element/config/{idSite}/{idElement}`):
 * which social networks an element's items are shared to, and its JSON configuration.
 */
export const socialNetworks = ['FACEBOOK', 'LINKEDIN', 'GOOGLE_BUSINESS'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** `PUT /super-admin/element/social/{idSite}/{idElement}`: the networks, replaced as a whole. */
export const siteElementSocialSchema = z.strictObject({
  networks: z.array(z.enum(socialNetworks, { error: 'siteElement.invalidNetwork' })).max(socialNetworks.length),
});

/** The configuration is sent as the text the super-admin typed; it must read as a JSON object. */
export const maxElementConfigLength = 20_000;
export const siteElementConfigSchema = z.strictObject({
  config: z.string({ error: 'siteElement.invalidConfig' }).max(maxElementConfigLength, 'validation.tooLong'),
});

/** Spec 1 §5 "Invalid JSON configuration", once for the server and the form: an object (or empty: none). */
export function elementConfigIssue(text: string): MessageKey | null {
  if (text.trim() === '') return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? null : 'siteElement.invalidConfig';
  } catch {
    return 'siteElement.invalidConfig';
  }
}

export const siteElementViewSchema = z.object({
  id: z.number(),
  route: z.string(),
  name: z.string(),
  itemCount: z.number(),
  networks: z.array(z.enum(socialNetworks)),
  /** The configuration as JSON text (pretty-printed), empty when there is none. */
  config: z.string(),
  updatedAt: z.string(),
});
export type SiteElementView = z.infer<typeof siteElementViewSchema>;
export const siteElementListSchema = z.object({ elements: z.array(siteElementViewSchema) });
