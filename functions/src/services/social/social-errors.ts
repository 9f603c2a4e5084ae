import type { MessageKey } from '@cellar/shared/i18n/messages';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import {
  SocialLinkRefused,
  SocialNotFound,
  SocialTokenExpired,
  SocialUnavailable,
} from '../../adapters/social/social-networks.ts';

/** The network did not answer, or answered something unreadable: 502, the admin may retry. */
export class SocialNetworkUnavailable extends AppError {
  readonly status = 502;
  constructor() {
    super('social.networkUnavailable');
  }
}

/**
 * An adapter's failure as the admin is told it: a refused link with the network's own message (the spec's LinkedIn
 * and Facebook ones), a dead token as "reconnect", a missing resource as not found. The details go to the logs only.
 */
export function socialFailure(
  error: unknown,
  messages: { refused: MessageKey; expired: MessageKey; notFound?: MessageKey },
): never {
  if (error instanceof AppError) throw error;
  if (error instanceof SocialLinkRefused) {
    logger.warn('social network refused', { reason: error.message });
    throw new ValidationError({}, messages.refused);
  }
  if (error instanceof SocialTokenExpired) throw new ConflictError(messages.expired);
  if (error instanceof SocialNotFound) throw new NotFoundError(messages.notFound ?? 'common.notFound');
  if (error instanceof SocialUnavailable) {
    logger.warn('social network unavailable', { reason: error.message });
    throw new SocialNetworkUnavailable();
  }
  throw error;
}
