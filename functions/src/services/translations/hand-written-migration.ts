import { langs, type Lang } from '@cellar/shared/i18n/lang';
import { ctaButtonEntityId, ctaButtonTexts, mailModelEntityId } from '@cellar/shared/translations/kinds/global-kinds';
import { defaultsSiteId, type SiteId } from '../../data/site-id.ts';
import { ctaButtonKinds } from '@cellar/shared/site/cta-buttons';
import { conditionsRepository } from '../../repositories/conditions-repository.ts';
import { ctaButtonRepository } from '../../repositories/cta-button-repository.ts';
import { saveConditionsTexts } from '../sites/conditions-units.ts';
import { mailModelRepository, type StoredMailModel } from '../../repositories/mail-model-repository.ts';
import { nomenclatureRepository, type NomenclatureRecord } from '../../repositories/nomenclature-repository.ts';
import { translationRepository } from '../../repositories/translation-repository.ts';
import { writeHandTranslation } from './hand-written.ts';
import { sourceLangOf } from './source-lang.ts';
import { translationService } from './translation-service.ts';
import { translationLangs } from './translation-langs.ts';
import { translationSync } from './translation-sync.ts';

/** Who the moved translations name: no person typed them in the translation editor. */
const migrationAuthor = 'MIGRATION';

/** Whether a text given by hand is now the unit's translation (or the source itself): it can leave the record. */
const moved = (result: 'written' | 'same' | 'skipped') => result !== 'skipped';

async function migrateNomenclature(site: SiteId, entry: NomenclatureRecord): Promise<number> {
  const given = Object.entries(entry.translations);
  if (given.length === 0) return 0;
  await translationSync.entity(site, 'nomenclature', entry.id, { name: entry.name }, entry.name);
  const unit = { kind: 'nomenclature', entityId: entry.id, field: 'name' };
  const kept: NomenclatureRecord['translations'] = {};
  let count = 0;
  for (const [lang, text] of given) {
    const result = await writeHandTranslation(site, unit, lang, text, migrationAuthor, { keepExisting: true });
    if (moved(result)) count += 1;
    else kept[lang as Lang] = text;
  }
  if (count > 0) {
    const { uses: _uses, ...view } = entry;
    await nomenclatureRepository.put({ ...view, translations: kept }, 'update');
  }
  return count;
}

async function migrateMailModel(site: SiteId, model: StoredMailModel, lang: Lang): Promise<number> {
  const source = model[lang];
  const others = langs.filter((other) => other !== lang && model[other]);
  if (!source || others.length === 0) return 0;
  const entityId = mailModelEntityId(model.key);
  await translationSync.entity(site, 'mailModel', entityId, { subject: source.subject, body: source.html }, model.key);
  const kept: StoredMailModel = { ...model };
  let count = 0;
  for (const other of others) {
    const content = model[other]!;
    const write = (field: string, text: string) =>
      writeHandTranslation(site, { kind: 'mailModel', entityId, field }, other, text, migrationAuthor, {
        keepExisting: true,
      });
    const results = [await write('subject', content.subject), await write('body', content.html)];
    if (!results.every(moved)) continue;
    delete kept[other];
    count += 1;
  }
  if (count > 0) await mailModelRepository.put(site, kept);
  return count;
}

async function migrateCtaButtons(site: SiteId, lang: Lang): Promise<number> {
  const buttons = await ctaButtonRepository.get(site);
  if (!buttons) return 0;
  const given = langs.flatMap((other) =>
    other === lang ? [] : ctaButtonKinds.filter((b) => buttons[b].label[other]).map((b) => [other, b] as const),
  );
  if (given.length === 0) return 0;
  await translationSync.entity(site, 'ctaButton', ctaButtonEntityId, ctaButtonTexts(buttons, lang), 'CTA');
  const kept = structuredClone(buttons);
  let count = 0;
  for (const [other, button] of given) {
    const unit = { kind: 'ctaButton', entityId: ctaButtonEntityId, field: `${button}.label` };
    const text = buttons[button].label[other];
    if (!moved(await writeHandTranslation(site, unit, other, text, migrationAuthor, { keepExisting: true }))) continue;
    kept[button].label[other] = '';
    count += 1;
  }
  if (count > 0) await ctaButtonRepository.save(site, kept);
  return count;
}

/** The legal texts' other language (a site's own, site 0's defaults); the item's legal info stays as it is. */
async function migrateConditions(site: SiteId): Promise<number> {
  const stored = await conditionsRepository.stored(site);
  const texts = { salesConditions: stored.salesConditions, legalNotice: stored.legalNotice };
  return saveConditionsTexts(
    site,
    texts,
    migrationAuthor,
    async (kept) => {
      if (JSON.stringify(kept) === JSON.stringify(texts)) return;
      if (site === defaultsSiteId) await conditionsRepository.putDefaults(kept);
      else await conditionsRepository.putTexts(site, kept);
    },
    { keepExisting: true },
  );
}

/**
 * Moves what a site wrote per language by hand before the global texts were units (docs/translations.md "Global
 * texts") into its translations, once: the nomenclature's other names (site 0), the mail models' other language and
 * the CTA buttons' other labels, the legal texts' other language.
 * Each moves as a PERSON translation of the current source, unless a translation is already there (it wins), then
 * leaves its record; a language the site is not translated into stays where it is. A second run finds nothing to
 * move: it changes nothing. Answers how many texts moved.
 */
export async function migrateHandWrittenTexts(site: SiteId): Promise<{ moved: number }> {
  // Units first: a site never counted gets every unit and exact counts before translations are added to them.
  if (!(await translationRepository.counts(site)).exists) await translationService.rebuild(site);
  let count = 0;
  if (site === defaultsSiteId)
    for (const entry of await nomenclatureRepository.all()) count += await migrateNomenclature(site, entry);
  const defaultOfSite = await translationLangs.defaultOf(site);
  if ((langs as readonly string[]).includes(defaultOfSite))
    for (const model of await mailModelRepository.list(site))
      count += await migrateMailModel(site, model, defaultOfSite as Lang);
  if (site !== defaultsSiteId) count += await migrateCtaButtons(site, await sourceLangOf(site));
  count += await migrateConditions(site);
  return { moved: count };
}
