import * as z from 'zod';
import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';
import { functionalityCatalogue } from './functionality-catalogue.ts';
import { functionalityKeySchema } from './site.ts';

/**
 * The functionalities a super-admin can link to sites (`/super-admin/functionality`, spec 1 §3 "Site functionality:
 * key"): a key, a label and a description. The keys the code gates are in functionality-catalogue.ts; others are
 * options a super-admin adds (a site's list holds keys, the screens read them).
 */
export interface FunctionalityDraft {
  key?: string | null;
  label?: string | null;
}
export type FunctionalityField = 'key' | 'label';

/** Spec 1 §5 "Key cannot be empty", "Please enter a label", once for the server and the form; the key on add only. */
export function functionalityIssues(
  draft: FunctionalityDraft,
  context: { adding: boolean },
): Partial<Record<FunctionalityField, MessageKey>> {
  const issues: Partial<Record<FunctionalityField, MessageKey>> = {};
  if (context.adding) {
    if (isBlank(draft.key)) issues.key = 'functionality.keyRequired';
    else if (!functionalityKeySchema.safeParse(draft.key!.trim()).success) issues.key = 'site.invalidFunctionality';
  }
  if (isBlank(draft.label)) issues.label = 'functionality.labelRequired';
  return issues;
}

/** `POST /super-admin/functionality` and `PUT /super-admin/functionality/{id}` (the key is read on add only). */
export const functionalityInputSchema = z.strictObject({
  key: z.string().max(50, 'validation.tooLong').nullish(),
  label: z.string().max(120, 'validation.tooLong').nullish(),
  description: z.string().max(1000, 'validation.tooLong').nullish(),
});
export type FunctionalityInput = z.infer<typeof functionalityInputSchema>;

export const functionalityViewSchema = z.object({
  id: z.number(),
  key: z.string(),
  label: z.string(),
  description: z.string(),
  /** The key is one the code knows (functionality-catalogue.ts), not only a name a super-admin added. */
  builtIn: z.boolean(),
  /** The route groups whose admin calls the key gates, and the admin routes it gates by name (none: an option). */
  gatedGroups: z.array(z.string()),
  gatedRoutes: z.array(z.string()),
  updatedAt: z.string(),
});
export type FunctionalityView = z.infer<typeof functionalityViewSchema>;
export const functionalityListSchema = z.object({ functionalities: z.array(functionalityViewSchema) });

/** What the catalogue says a key gates. */
export function gatesOf(key: string): Pick<FunctionalityView, 'builtIn' | 'gatedGroups' | 'gatedRoutes'> {
  const known = functionalityCatalogue.find((f) => f.key === key);
  return {
    builtIn: known !== undefined,
    gatedGroups: [...(known?.groups ?? [])],
    gatedRoutes: [...(known?.routes ?? [])],
  };
}
