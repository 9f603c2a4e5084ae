import { mailKeys } from '@cellar/shared/mail/mail-keys';
import { authorisedSiteId, defaultsSiteId } from '@cellar/functions/data/site-id';
import { MailModelExists, mailModelRepository } from '@cellar/functions/repositories/mail-model-repository';
import { defaultMailModels } from '@cellar/functions/services/mail/default-models';
import { sanitizeMailHtml } from '@cellar/functions/services/mail/sanitize';

/**
 * The base mail models (site 0) from the code's built-in ones, each written only when absent: a
 * super-admin's changes stay, and a data folder seeded before a key existed gets it.
 */
export async function seedBaseMailModels(): Promise<void> {
  const now = new Date().toISOString();
  for (const key of mailKeys) {
    const model = defaultMailModels[key];
    const stored = {
      key,
      enabled: true,
      fr_FR: { subject: model.fr_FR.subject, html: sanitizeMailHtml(model.fr_FR.html) },
      en_US: { subject: model.en_US.subject, html: sanitizeMailHtml(model.en_US.html) },
      updatedAt: now,
      updatedBy: null,
    };
    try {
      await mailModelRepository.put(authorisedSiteId(defaultsSiteId), stored, { onlyIfNew: true });
    } catch (error) {
      if (!(error instanceof MailModelExists)) throw error;
    }
  }
}
