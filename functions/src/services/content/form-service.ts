import type { FormList, FormSave, FormView, PublicFormView } from '@cellar/shared/content/form';
import { answerInputCount } from '@cellar/shared/content/form-shape';
import { formIssues } from '@cellar/shared/content/form-rules';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { formRepository, type FormRecord } from '../../repositories/form-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import type { TranslatableEntity } from '../translations/translatable-sources.ts';
import { translationOverlay } from '../translations/translation-overlay.ts';
import { translationSync } from '../translations/translation-sync.ts';
import { deleteFormTemplates } from './form-document-service.ts';

/** A form as a visitor reads it (`GET /forms/{id}`). */
const publicView = (form: FormRecord): PublicFormView => ({
  id: form.id,
  name: form.name,
  groups: form.groups,
  conditionGroups: form.conditionGroups,
});

async function find(site: SiteId, id: number): Promise<FormRecord> {
  const form = await formRepository.get(site, id);
  if (!form) throw new NotFoundError('form.notFound');
  return form;
}

/** The definition rules (form-rules.ts, the builder runs them too): every failing path at once. */
function checkRules(input: FormSave): FormSave {
  const form = { ...input, name: input.name.trim() };
  const issues = Object.entries(formIssues(form));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([path, key]) => [path, [key]])));
  return form;
}

/** Saves, then records its texts for the translations (kind `form`, the public view; invalid forms too). */
async function write(site: SiteId, previous: FormRecord | null, next: FormRecord): Promise<FormView> {
  try {
    await formRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('form.changed');
    throw error;
  }
  await translationSync.entity(site, 'form', next.id, publicView(next), next.name);
  return next;
}

/** Every form of the site as a visitor reads it, for a rebuild of the translations. */
export const formTranslatables = async (site: SiteId): Promise<TranslatableEntity[]> =>
  (await formRepository.all(site)).map((form) => ({ id: form.id, entity: publicView(form), label: form.name }));

/** Forms of a site (spec 1 §3 "Form", §5 loop and condition rules; spec 2 §7 "Forms and messages"; issue 18). */
export const formService = {
  /** `GET /admin/forms`: every form, valid or not, in id order. */
  async list(site: SiteId): Promise<FormList> {
    const forms = await formRepository.all(site);
    return {
      list: forms.map((form) => ({
        id: form.id,
        name: form.name,
        valid: form.valid,
        inputCount: answerInputCount(form),
        updatedAt: form.updatedAt,
      })),
    };
  },

  get: (site: SiteId, id: number): Promise<FormView> => find(site, id),

  /**
   * `GET /forms/{id}`: a visitor sees a valid form only (an invalid one is as good as absent), in their language: the
   * labels translated, the keys and values the conditions compare as written.
   */
  async publicForm(site: SiteId, id: number, lang: string): Promise<PublicFormView> {
    const form = await formRepository.get(site, id);
    if (!form?.valid) throw new NotFoundError('form.notFound');
    return translationOverlay.one(site, lang, 'form', id, publicView(form));
  },

  /** A new form is valid: the admin made it to be filled in (switched off from the list). */
  async create(site: SiteId, input: FormSave): Promise<FormView> {
    const form = checkRules(input);
    const now = new Date().toISOString();
    const id = await formRepository.nextId(site);
    return write(site, null, { ...form, id, valid: true, createdAt: now, updatedAt: now });
  },

  async update(site: SiteId, id: number, input: FormSave): Promise<FormView> {
    const previous = await find(site, id);
    const form = checkRules(input);
    return write(site, previous, { ...previous, ...form, updatedAt: new Date().toISOString() });
  },

  async setValid(site: SiteId, id: number, valid: boolean): Promise<FormView> {
    const previous = await find(site, id);
    return write(site, previous, { ...previous, valid, updatedAt: new Date().toISOString() });
  },

  /** Deletes the form and its document templates; the messages already sent keep their answers. */
  async remove(site: SiteId, id: number): Promise<void> {
    const form = await find(site, id);
    try {
      await formRepository.delete(site, form);
    } catch (error) {
      if (error instanceof SiteItemChanged) throw new ConflictError('form.changed');
      throw error;
    }
    await translationSync.entity(site, 'form', id, null, form.name);
    // Its document templates (and their files) go with it: they fill in its answers, nothing else.
    await deleteFormTemplates(site, id);
  },
};
