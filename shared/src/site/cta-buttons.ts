import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';

/**
 * The site's call-to-action buttons (spec 1 §3 "Site info": "call-to-action primary and secondary buttons"), shown in
 * the storefront's header. Each has a label per storefront language (English falls back to French), an address (a
 * path of the site, `/services`, or an `https://` one) and a valid flag: an invalid button is not shown.
 */
export const ctaButtonKinds = ['primary', 'secondary'] as const;
export type CtaButtonKind = (typeof ctaButtonKinds)[number];

const label = z.string().trim().max(60, 'validation.tooLong');
export const ctaButtonSchema = z.strictObject({
  label: z.strictObject({ fr_FR: label, en_US: label }),
  url: z.string().trim().max(500, 'validation.tooLong'),
  valid: z.boolean(),
});
export type CtaButton = z.infer<typeof ctaButtonSchema>;

export const ctaButtonsSchema = z.strictObject({ primary: ctaButtonSchema, secondary: ctaButtonSchema });
export type CtaButtons = z.infer<typeof ctaButtonsSchema>;

/** What a site has before its admin sets anything: two hidden, empty buttons. */
export const emptyCtaButton = (): CtaButton => ({ label: { fr_FR: '', en_US: '' }, url: '', valid: false });

/** A path of the site (`/services`, not `//host`) or an http(s) address. */
export const isCtaUrl = (url: string): boolean => /^\/(?!\/)\S*$/.test(url) || /^https?:\/\/[^\s/]+\S*$/i.test(url);

/**
 * The rules of one button, for the admin's form and the server: a shown (valid) button needs its French label and an
 * address; an address, when there is one, is a path of the site or an http(s) one (fields `label.fr_FR`, `url`).
 */
export function ctaButtonIssues(button: CtaButton): Partial<Record<'label.fr_FR' | 'url', MessageKey>> {
  const issues: Partial<Record<'label.fr_FR' | 'url', MessageKey>> = {};
  if (button.valid && isBlank(button.label.fr_FR)) issues['label.fr_FR'] = 'cta.labelRequired';
  if (button.valid && isBlank(button.url)) issues.url = 'cta.urlRequired';
  else if (!isBlank(button.url) && !isCtaUrl(button.url.trim())) issues.url = 'cta.urlInvalid';
  return issues;
}

/** `PUT /site/cta-button`: both buttons, each checked by `ctaButtonIssues` (errors on `primary.url`…). */
export const ctaButtonsInputSchema = ctaButtonsSchema.superRefine((buttons, ctx) => {
  for (const kind of ctaButtonKinds)
    for (const [field, key] of Object.entries(ctaButtonIssues(buttons[kind])))
      ctx.addIssue({ code: 'custom', path: [`${kind}.${field}`], message: key });
});
