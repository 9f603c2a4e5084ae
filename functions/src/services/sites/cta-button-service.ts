import { langs } from '@cellar/shared/i18n/lang';
import { ctaButtonKinds, emptyCtaButton, type CtaButtons } from '@cellar/shared/site/cta-buttons';
import type { SiteId } from '../../data/site-id.ts';
import { ctaButtonRepository } from '../../repositories/cta-button-repository.ts';
import { ctaButtonEntityId, ctaButtonTexts } from '@cellar/shared/translations/kinds/global-kinds';
import { entityTranslations, writeHandTranslation } from '../translations/hand-written.ts';
import { sourceLangOf } from '../translations/source-lang.ts';
import { translationLangs } from '../translations/translation-langs.ts';
import { translationSync } from '../translations/translation-sync.ts';

const kind = 'ctaButton';

/**
 * The call-to-action buttons of a site's header (spec 1 §3 "Site info"; issue 17). A label is written in the site's
 * default language (the source); its other language is a translation (docs/translations.md "Global texts"), which the
 * payload still carries as `label.en_US` (empty where there is none: the storefront falls back to the source).
 */
export const ctaButtonService = {
  /** Both buttons; a site that never set them has two hidden, empty ones. */
  async get(site: SiteId): Promise<CtaButtons> {
    const stored = await ctaButtonRepository.get(site);
    if (!stored) return { primary: emptyCtaButton(), secondary: emptyCtaButton() };
    const source = await sourceLangOf(site);
    const others = langs.filter((lang) => lang !== source);
    const translations = await entityTranslations(site, kind, ctaButtonEntityId, others);
    const buttons = structuredClone(stored);
    for (const other of others)
      for (const button of ctaButtonKinds) {
        const translated = translations.get(other)?.get(`${button}.label`);
        // An item not migrated yet keeps its own copy.
        if (translated !== undefined) buttons[button].label[other] = translated;
      }
    return buttons;
  },

  /**
   * The body was checked by its schema (`ctaButtonsInputSchema`). The source labels are kept; another language's
   * label becomes a person's translation (a form sending back the one it read changes nothing) and leaves the item,
   * unless the site is not translated into it.
   */
  async set(site: SiteId, buttons: CtaButtons, who = 'ADMIN'): Promise<CtaButtons> {
    const source = await sourceLangOf(site);
    const translated = await translationLangs.translated(site);
    const stored = structuredClone(buttons);
    for (const lang of langs)
      if (lang !== source && translated.includes(lang))
        for (const button of ctaButtonKinds) stored[button].label[lang] = '';
    await ctaButtonRepository.save(site, stored);
    await translationSync.entity(site, kind, ctaButtonEntityId, ctaButtonTexts(stored, source), 'CTA');
    for (const lang of langs)
      if (lang !== source && translated.includes(lang))
        for (const button of ctaButtonKinds)
          await writeHandTranslation(
            site,
            { kind, entityId: ctaButtonEntityId, field: `${button}.label` },
            lang,
            buttons[button].label[lang],
            who,
          );
    return this.get(site);
  },
};
