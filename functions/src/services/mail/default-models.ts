import type { Lang } from '@cellar/shared/i18n/lang';
import type { MailKey } from '@cellar/shared/mail/mail-keys';
import type { MailContent } from '@cellar/shared/mail/mail-models';
import { accountModels } from './default-models/account-models.ts';
import { messageModels } from './default-models/message-models.ts';
import { orderModels } from './default-models/order-models.ts';
import { returnModels } from './default-models/return-models.ts';
import { reviewModels } from './default-models/review-models.ts';

/**
 * The built-in model of every mail, in both languages: what `seed` writes as site 0's base models,
 * and what a mail falls back to when site 0 has none (a fresh table, a key added since the seed).
 */
export const defaultMailModels: Record<MailKey, Record<Lang, MailContent>> = {
  ...orderModels,
  ...returnModels,
  ...accountModels,
  ...messageModels,
  ...reviewModels,
};
