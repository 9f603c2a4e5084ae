import type { FormView } from '@cellar/shared/content/form';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { siteItems } from './site-items.ts';

/** A form as stored (issue 18; spec 1 §3 "Form"): name, validity, groups (rows, inputs, loops), condition groups. */
export type FormRecord = FormView;

const items = siteItems<FormRecord>({
  key: keys.form,
  partition: keys.formPartition,
  skPrefix: 'FORM#',
  type: entityTypes.form,
  counter: 'FORM',
});

/**
 * The only code that reads and writes forms (site-items.ts's storage); every key names the authorised site. A save
 * or a delete based on an older read fails with `SiteItemChanged`.
 */
export const formRepository = {
  nextId: items.nextId,
  get: items.get,
  /** Writes a new form, or replaces `previous` if it is still as it was read. */
  save: items.save,
  /** Deletes a form as it was read. */
  delete: items.delete,
  /** Every form of the site, in id order: one Query of its partition. */
  all: items.all,
};

/** One form of the site, valid or not; null when absent (messages and documents read the definition through it). */
export function getForm(site: SiteId, id: number): Promise<FormRecord | null> {
  return items.get(site, id);
}
