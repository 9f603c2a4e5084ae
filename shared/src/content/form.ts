import * as z from 'zod';

/**
 * A form of the site (spec 1 §3 "Form"): groups contain rows, rows contain inputs. A group may be a LOOP (its inputs
 * repeated minLoop..maxLoop times, e.g. one block per guest) and any group, row or input may name a CONDITION GROUP
 * that decides whether it shows. Conditions are data (compiled to JSONLogic by form-logic.ts): the storefront and the
 * Lambda run the same code on them, no tenant-written JavaScript runs anywhere.
 *
 * Decisions (docs/decisions.md "Forms"):
 * - one `inputType` per input; the original's `formType` (the control family) is derived from it (`formTypeOf`);
 * - no visitor file upload (a form answer is JSON; files would need storage and scanning);
 * - a loop belongs to the group it repeats: the spec's `inputLoop` (the inputs a loop repeats) are that group's inputs;
 *   its `type` says how the repetitions are laid out (BLOCK: one block each; TABLE: one line each);
 * - a condition group is referenced by its key from the groups, rows and inputs it shows or hides; its conditions
 *   are ANDed (match ALL) or ORed (match ANY); an inactive condition group or loop is ignored.
 */

import { formConditionSigns, formInputTypes, formLimits, formLoopTypes } from './form-shape.ts';

const shortText = z.string().max(200, 'validation.tooLong');
const longText = z.string().max(5_000, 'validation.tooLong');
/** A number, or null; the rules (not the shape) refuse absurd ones, so every field answers at once. */
const optionalNumber = z.number().finite().nullable();
const conditionRef = z.string().max(60, 'validation.tooLong').nullable();

export const formHelpSchema = z.strictObject({
  title: shortText,
  description: longText,
  type: z.literal('HOVER'),
});

export const formValueSchema = z.strictObject({ value: shortText, label: shortText });

/** An input (spec 1 §3 "Input"). Shapes are permissive: `formIssues` reports each broken rule at its path. */
export const formInputSchema = z.strictObject({
  /** Stable id for the builder (drag and drop, React keys); not an answer key. */
  id: z.string().min(1).max(60),
  key: z.string().max(60, 'validation.tooLong'),
  inputType: z.enum(formInputTypes),
  /** The label (the heading text for TITLE). */
  name: shortText,
  /** A hint under the input, or the text of a PARAGRAPH. */
  text: longText.nullable(),
  required: z.boolean(),
  /** Default answer; several values for CHECKBOXES and a `multiple` SELECT. */
  default: z.union([shortText, z.array(shortText).max(formLimits.values)]).nullable(),
  placeholder: shortText.nullable(),
  /** A SELECT that takes several values. */
  multiple: z.boolean(),
  /** NUMBER: the value; TEXT, TEXTAREA: the length; CHECKBOXES, multiple SELECT: how many are ticked. */
  min: optionalNumber,
  max: optionalNumber,
  values: z.array(formValueSchema).max(formLimits.values, 'validation.tooLong'),
  help: formHelpSchema.nullable(),
  /** Key of the condition group that shows it, or null (always shown). */
  condition: conditionRef,
});
export type FormInput = z.infer<typeof formInputSchema>;

export const formRowSchema = z.strictObject({
  id: z.string().min(1).max(60),
  condition: conditionRef,
  inputs: z.array(formInputSchema).max(formLimits.inputsPerRow, 'validation.tooLong'),
});
export type FormRow = z.infer<typeof formRowSchema>;

/** Spec 1 §3 "Loop": name, key, minLoop, maxLoop, nbItem (repetitions shown at first), isActive; plus its type. */
export const formLoopSchema = z.strictObject({
  key: z.string().max(60, 'validation.tooLong'),
  name: shortText,
  type: z.enum(formLoopTypes).nullable(),
  minLoop: optionalNumber,
  maxLoop: optionalNumber,
  nbItem: optionalNumber,
  isActive: z.boolean(),
});
export type FormLoop = z.infer<typeof formLoopSchema>;

export const formGroupSchema = z.strictObject({
  id: z.string().min(1).max(60),
  title: shortText,
  condition: conditionRef,
  /** Set: the group's inputs are repeated; their answers go under the loop's key, one record a repetition. */
  loop: formLoopSchema.nullable(),
  rows: z.array(formRowSchema).max(formLimits.rows, 'validation.tooLong'),
});
export type FormGroup = z.infer<typeof formGroupSchema>;

/** Spec 1 §3 "Condition": the field (an input key), the comparison sign and the value compared to. */
export const formConditionSchema = z.strictObject({
  field: z.string().max(60, 'validation.tooLong').nullable(),
  sign: z.enum(formConditionSigns).nullable(),
  value: shortText.nullable(),
});
export type FormCondition = z.infer<typeof formConditionSchema>;

/** Spec 1 §3 "Condition group": name, isActive, conditions; plus its key (what targets name) and its match. */
export const formConditionGroupSchema = z.strictObject({
  key: z.string().max(60, 'validation.tooLong'),
  name: shortText,
  isActive: z.boolean(),
  match: z.enum(['ALL', 'ANY']),
  conditions: z.array(formConditionSchema).max(formLimits.conditions, 'validation.tooLong'),
});
export type FormConditionGroup = z.infer<typeof formConditionGroupSchema>;

/** What the renderer, the rules and the answers check read: the form's layout and logic. */
export const formContentSchema = z.strictObject({
  groups: z.array(formGroupSchema).max(formLimits.groups, 'validation.tooLong'),
  conditionGroups: z.array(formConditionGroupSchema).max(formLimits.conditionGroups, 'validation.tooLong'),
});
export type FormContent = z.infer<typeof formContentSchema>;

/** `POST /admin/forms` and `PUT /admin/forms/{id}/content`: the name and the content; `formIssues` runs after. */
export const formSaveSchema = formContentSchema.extend({ name: shortText });
export type FormSave = z.infer<typeof formSaveSchema>;

/** A form as the admin reads it (and as `getForm` answers it, for messages and documents). */
export const formViewSchema = formSaveSchema.extend({
  id: z.number(),
  valid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FormView = z.infer<typeof formViewSchema>;

/** `GET /admin/forms`: each form with its number of answer inputs (the list shows it). */
export const formSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  valid: z.boolean(),
  inputCount: z.number(),
  updatedAt: z.string(),
});
export const formListSchema = z.object({ list: z.array(formSummarySchema) });
export type FormSummary = z.infer<typeof formSummarySchema>;
export type FormList = z.infer<typeof formListSchema>;

/** `GET /forms/{id}` (public, only a valid form). */
export const publicFormViewSchema = formContentSchema.extend({ id: z.number(), name: z.string() });
export type PublicFormView = z.infer<typeof publicFormViewSchema>;
