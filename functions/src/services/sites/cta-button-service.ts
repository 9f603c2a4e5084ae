import { emptyCtaButton, type CtaButtons } from '@cellar/shared/site/cta-buttons';
import type { SiteId } from '../../data/site-id.ts';
import { ctaButtonRepository } from '../../repositories/cta-button-repository.ts';

/** The call-to-action buttons of a site's header (spec 1 §3 "Site info"; issue 17). */
export const ctaButtonService = {
  /** Both buttons; a site that never set them has two hidden, empty ones. */
  async get(site: SiteId): Promise<CtaButtons> {
    return (await ctaButtonRepository.get(site)) ?? { primary: emptyCtaButton(), secondary: emptyCtaButton() };
  },

  /** The body was checked by its schema (`ctaButtonsInputSchema`): the rules need nothing else. */
  async set(site: SiteId, buttons: CtaButtons): Promise<CtaButtons> {
    await ctaButtonRepository.save(site, buttons);
    return buttons;
  },
};
