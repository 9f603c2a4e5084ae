import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import type { MailContent } from '@cellar/shared/mail/mail-models';
import type { OutgoingMail } from '../../adapters/mail/mail-sender.ts';
import { mailSender } from '../../adapters/mail/mail.ts';
import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { defaultMailModels } from './default-models.ts';
import { inLayout, textInLayout } from './layout.ts';
import { mailModelService } from '../messages/mail-model-service.ts';
import { sanitizeMailHtml } from './sanitize.ts';
import { renderHtml, renderSubject, TemplateRefused } from './template-engine.ts';
import { textPart } from './text-part.ts';

/** The name in the frame of the platform's own mails (site 0: the staff's password reset). */
export const platformName = 'Cellar';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A model filled in: subject (text), body (escaped variables, sanitised again: a model saved before
 * a rule existed, or a variable, cannot bring markup the allow-list refuses), in the layout, with
 * its text part. Throws TemplateRefused for a model the engine refuses.
 */
export function renderMail(
  content: MailContent,
  lang: Lang,
  variables: Record<string, unknown>,
  shopName: string,
): RenderedMail {
  const subject = renderSubject(content.subject, variables);
  const body = sanitizeMailHtml(renderHtml(content.html, variables));
  return {
    subject,
    html: inLayout(body, { lang, shopName, title: subject }),
    text: textInLayout(textPart(body), { lang, shopName }),
  };
}

async function shopNameOf(site: SiteId, variables: Record<string, unknown>): Promise<string> {
  if (typeof variables.shopName === 'string' && variables.shopName) return variables.shopName;
  if (site === defaultsSiteId) return platformName;
  return (await siteRepository.get(site))?.name ?? '';
}

async function compose(
  site: SiteId,
  key: MailKey,
  lang: Lang,
  variables: Record<string, unknown>,
  to: string,
): Promise<{ mail: OutgoingMail; enabled: boolean }> {
  const [model, shopName] = await Promise.all([mailModelService.resolve(site, key), shopNameOf(site, variables)]);
  const filled = { ...variables, shopName };
  let rendered: RenderedMail;
  try {
    rendered = renderMail(model[lang], lang, filled, shopName);
  } catch (error) {
    if (!(error instanceof TemplateRefused)) throw error;
    // A stored model the engine refuses (written before a rule existed): the mail still goes, from the code's model.
    logger.error('mail model refused, built-in model used', { site, key, lang, problems: error.problems });
    rendered = renderMail(defaultMailModels[key][lang], lang, filled, shopName);
  }
  return { mail: { to, ...rendered, tag: key }, enabled: model.enabled };
}

/**
 * A mail ready to send: the site's model of `key`, else the base model (site 0), else the built-in
 * one, filled with `variables` in `lang`, sanitised, in the layout, with its text part. Composes
 * even when the model is turned off (a preview, an explicit "send again"): `sendModelMail` is the
 * one that skips a turned-off mail.
 */
export async function composeMail(
  site: SiteId,
  key: MailKey,
  lang: Lang,
  variables: Record<string, unknown>,
  to: string,
): Promise<OutgoingMail> {
  return (await compose(site, key, lang, variables, to)).mail;
}

/** Composes and sends a mail the system sends on its own; a model the site turned off is not sent (null). */
export async function sendModelMail(
  site: SiteId,
  key: MailKey,
  lang: Lang,
  variables: Record<string, unknown>,
  to: string,
  options: { tag?: string } = {},
): Promise<OutgoingMail | null> {
  const { mail, enabled } = await compose(site, key, lang, variables, to);
  if (!enabled) return null;
  const sent = options.tag ? { ...mail, tag: options.tag } : mail;
  await mailSender().send(sent);
  return sent;
}
