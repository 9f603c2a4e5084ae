import type { FormList, FormSave, FormView, PublicFormView } from '@cellar/shared/content/form';
import { answerInputCount } from '@cellar/shared/content/form-shape';
import { formIssues } from '@cellar/shared/content/form-rules';
import type { SiteId } from '../../data/site-id.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { formRepository, type FormRecord } from '../../repositories/form-repository.ts';
import { SiteItemChanged } from '../../repositories/site-items.ts';
import { deleteFormTemplates } from './form-document-service.ts';

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

async function write(site: SiteId, previous: FormRecord | null, next: FormRecord): Promise<FormView> {
  try {
    await formRepository.save(site, previous, next);
  } catch (error) {
    if (error instanceof SiteItemChanged) throw new ConflictError('form.changed');
    throw error;
  }
  return next;
}

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

  /** `GET /forms/{id}`: a visitor sees a valid form only (an invalid one is as good as absent). */
  async publicForm(site: SiteId, id: number): Promise<PublicFormView> {
    const form = await formRepository.get(site, id);
    if (!form?.valid) throw new NotFoundError('form.notFound');
    return { id: form.id, name: form.name, groups: form.groups, conditionGroups: form.conditionGroups };
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
    // Its document templates (and their files) go with it: they fill in its answers, nothing else.
    await deleteFormTemplates(site, id);
  },
};
