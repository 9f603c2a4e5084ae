import { parseLang, type Lang } from '@cellar/shared/i18n/lang';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import type { MessageRecord } from '../../repositories/message-repository.ts';
import { notificationRepository } from '../../repositories/notification-repository.ts';
import { siteInformationRepository } from '../../repositories/site-information-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { shopperText } from '../checkout/mail-text.ts';
import { sendModelMail } from '../mail/mail-composer.ts';
import { notificationService } from './notification-service.ts';
import { answerLines } from './message-labels.ts';

const defaultLangs = ttlCache(60_000, async (site: SiteId) => (await siteRepository.get(site))?.defaultLang);
const words: Record<Lang, { yes: string; no: string }> = {
  fr_FR: { yes: 'Oui', no: 'Non' },
  en_US: { yes: 'Yes', no: 'No' },
};

/**
 * Who is told of a new message: the NEW_MESSAGE notification recipients the site chose, else its contact address
 * (site information's e-mail), else its ADMINs.
 */
async function recipientsOf(site: SiteId): Promise<string[]> {
  const chosen = await notificationRepository.recipientsOf(site, 'NEW_MESSAGE');
  if (chosen.length) return chosen;
  const contact = (await siteInformationRepository.get(site))?.email;
  if (contact) return [contact];
  return notificationService.recipientsOf(site, 'NEW_MESSAGE');
}

/** What the sender typed, defanged (mail-text.ts): the mail is read in a mail reader, and no link is made of it. */
export function messageMailVariables(message: MessageRecord, lang: Lang): Record<string, unknown> {
  const typed = (value: string | null) => (value ? shopperText(value) : '');
  const lines = message.answers ? answerLines(message.answers, message.answerLabels ?? {}, words[lang]) : [];
  return {
    senderName: typed(message.name),
    senderEmail: typed(message.email),
    senderPhone: typed(message.phone),
    subject: typed(message.subject),
    messageLines: message.text
      ? shopperText(message.text, { multiline: true })
          .split('\n')
          .map((line) => ({ line }))
      : [],
    formName: typed(message.formName),
    answers: lines.map((line) => ({ label: typed(line.label), value: typed(line.value) })),
  };
}

/** The shop's mail for a new message (`message-received`), in the site's default language. Never throws. */
export async function mailNewMessage(site: SiteId, message: MessageRecord): Promise<void> {
  try {
    const [recipients, defaultLang] = await Promise.all([recipientsOf(site), defaultLangs.get(site)]);
    const lang = parseLang(defaultLang);
    const variables = messageMailVariables(message, lang);
    for (const to of recipients) await sendModelMail(site, 'message-received', lang, variables, to);
  } catch (error) {
    logger.error('new-message mail not sent', { site, message: message.id, error: (error as Error).message });
  }
}
