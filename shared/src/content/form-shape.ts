import type { FormContent, FormGroup, FormInput, FormLoop, FormRow } from './form.ts';

/**
 * The form definition's constants and helpers without zod (form.ts holds the schemas): the storefront's renderer and
 * the answers' check (form-logic.ts, form-answers.ts) import these, and carry no zod.
 */

/** Inputs that hold an answer, then display-only ones (a heading, a paragraph). */
export const formAnswerInputTypes = [
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'NUMBER',
  'DATE',
  'SELECT',
  'RADIO',
  'CHECKBOX',
  'CHECKBOXES',
] as const;
export const formDisplayInputTypes = ['TITLE', 'PARAGRAPH'] as const;
export const formInputTypes = [...formAnswerInputTypes, ...formDisplayInputTypes] as const;
export type FormInputType = (typeof formInputTypes)[number];

/** Inputs whose answer is one of their `values` (or several, for CHECKBOXES and a `multiple` SELECT). */
export const formChoiceInputTypes: readonly FormInputType[] = ['SELECT', 'RADIO', 'CHECKBOXES'];

/** The original's control family, derived (the spec lists `formType` beside `inputType`). */
export type FormType = 'INPUT' | 'TEXTAREA' | 'CHOICE' | 'CHECKBOX' | 'DISPLAY';
export function formTypeOf(type: FormInputType): FormType {
  if (type === 'TEXTAREA') return 'TEXTAREA';
  if (type === 'CHECKBOX') return 'CHECKBOX';
  if (formChoiceInputTypes.includes(type)) return 'CHOICE';
  if ((formDisplayInputTypes as readonly string[]).includes(type)) return 'DISPLAY';
  return 'INPUT';
}

export const isAnswerInput = (type: FormInputType): boolean =>
  (formAnswerInputTypes as readonly string[]).includes(type);

/** Comparison signs of a condition (FILLED and EMPTY take no value). */
export const formConditionSigns = ['EQUALS', 'NOT_EQUALS', 'FILLED', 'EMPTY', 'GREATER', 'LOWER', 'CONTAINS'] as const;
export type FormConditionSign = (typeof formConditionSigns)[number];
export const valuelessSigns: readonly FormConditionSign[] = ['FILLED', 'EMPTY'];

export const formLoopTypes = ['BLOCK', 'TABLE'] as const;
export type FormLoopType = (typeof formLoopTypes)[number];

/** Keys name answers, JSONLogic variables and document template tags: a letter, then letters, digits, `_`. */
export const formKeyPattern = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;

/** Bounds of a definition (not in the spec: a form is filled by a visitor on a phone). */
export const formLimits = {
  groups: 30,
  rows: 50,
  inputsPerRow: 12,
  inputs: 200,
  values: 100,
  conditionGroups: 50,
  conditions: 20,
  maxLoop: 50,
  /** Characters of the whole definition as JSON: a stored item stays well under DynamoDB's 400 KB. */
  size: 300_000,
} as const;

/** Every input of the form, in order, with the loop (if any, and active) its group repeats. */
export function formInputs(content: FormContent): Array<{ input: FormInput; group: FormGroup; row: FormRow }> {
  return content.groups.flatMap((group) =>
    group.rows.flatMap((row) => row.inputs.map((input) => ({ input, group, row }))),
  );
}

/** How many inputs hold an answer (the admin list's column). */
export const answerInputCount = (content: FormContent): number =>
  formInputs(content).filter(({ input }) => isAnswerInput(input.inputType)).length;

/** The loop a group repeats, when it is active. */
export const activeLoop = (group: FormGroup): FormLoop | null => (group.loop?.isActive ? group.loop : null);

/** A new input with every field at its default (the builder, the seed and the tests start from it). */
export function blankFormInput(id: string, inputType: FormInputType, key: string, name = ''): FormInput {
  return {
    id,
    key,
    inputType,
    name,
    text: null,
    required: false,
    default: null,
    placeholder: null,
    multiple: false,
    min: null,
    max: null,
    values: [],
    help: null,
    condition: null,
  };
}

/** A new loop: 1 to 5 repetitions, one shown at first, one block each. */
export const blankFormLoop = (key: string, name = ''): FormLoop => ({
  key,
  name,
  type: 'BLOCK',
  minLoop: 1,
  maxLoop: 5,
  nbItem: 1,
  isActive: true,
});
