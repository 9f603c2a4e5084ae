import { langs, type Lang } from '@cellar/shared/i18n/lang';
import {
  conditionsEntityId,
  conditionsTexts,
  conditionsUnitLabel,
  ctaButtonEntityId,
  ctaButtonTexts,
  mailModelEntityId,
} from '@cellar/shared/translations/kinds/global-kinds';
import { defaultsSiteId } from '../../../data/site-id.ts';
import { conditionsRepository } from '../../../repositories/conditions-repository.ts';
import { ctaButtonRepository } from '../../../repositories/cta-button-repository.ts';
import { mailModelRepository } from '../../../repositories/mail-model-repository.ts';
import { nomenclatureRepository } from '../../../repositories/nomenclature-repository.ts';
import { sanitizeMailHtml } from '../../mail/sanitize.ts';
import { sourceLangOf } from '../source-lang.ts';
import { registerHtmlCleaner, registerTranslatableSource } from '../translatable-sources.ts';
import { translationLangs } from '../translation-langs.ts';

/**
 * The texts once written per language by hand (global-kinds.ts): the nomenclature's names (site 0 only), the mail
 * models a site keeps (site 0: the base ones), its CTA buttons' labels and its legal texts (site 0: the defaults), each
 * in the site's default language.
 */
registerTranslatableSource('nomenclature', async (site) =>
  site === defaultsSiteId
    ? (await nomenclatureRepository.all()).map((entry) => ({
        id: entry.id,
        entity: { name: entry.name },
        label: entry.name,
      }))
    : [],
);

registerTranslatableSource('mailModel', async (site) => {
  const lang = await translationLangs.defaultOf(site);
  return (await mailModelRepository.list(site)).flatMap((model) => {
    const source = model[lang as Lang] ?? langs.map((l) => model[l]).find(Boolean);
    return source
      ? [{ id: mailModelEntityId(model.key), entity: { subject: source.subject, body: source.html }, label: model.key }]
      : [];
  });
});

registerTranslatableSource('ctaButton', async (site) => {
  const buttons = await ctaButtonRepository.get(site);
  if (!buttons) return [];
  return [{ id: ctaButtonEntityId, entity: ctaButtonTexts(buttons, await sourceLangOf(site)), label: 'CTA' }];
});

registerTranslatableSource('conditions', async (site) => {
  const texts = conditionsTexts(await conditionsRepository.stored(site), await sourceLangOf(site));
  return texts.salesConditions || texts.legalNotice
    ? [{ id: conditionsEntityId, entity: texts, label: conditionsUnitLabel }]
    : [];
});

// A mail body keeps what a mail may hold (tables, images), which the site's rich text does not.
registerHtmlCleaner('mailModel', sanitizeMailHtml);
