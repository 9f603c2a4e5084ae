import type { MessageKey } from '../i18n/messages.ts';
import { isBlank } from '../validation/issues.ts';
import type { FormConditionGroup, FormInput, FormLoop, FormSave } from './form.ts';
import {
  formChoiceInputTypes,
  formInputs,
  formKeyPattern,
  formLimits,
  isAnswerInput,
  valuelessSigns,
} from './form-shape.ts';

/** Issues of a form definition by path (`name`, `groups.0.rows.1.inputs.2.key`, `conditionGroups.0.conditions`). */
export type FormIssues = Record<string, MessageKey>;

function keyIssue(key: string, taken: Set<string>): MessageKey | null {
  if (isBlank(key)) return 'form.keyRequired';
  if (!formKeyPattern.test(key)) return 'form.keyFormat';
  if (taken.has(key)) return 'form.keyTaken';
  taken.add(key);
  return null;
}

function inputIssues(input: FormInput, at: string, issues: FormIssues, taken: Set<string>): void {
  const key = keyIssue(input.key, taken);
  if (key) issues[`${at}.key`] = key;
  if (!isAnswerInput(input.inputType)) return;
  if (isBlank(input.name)) issues[`${at}.name`] = 'form.labelRequired';
  if (input.min !== null && input.max !== null && input.min > input.max) issues[`${at}.min`] = 'form.minAboveMax';
  if (!formChoiceInputTypes.includes(input.inputType)) return;
  if (input.values.length === 0) issues[`${at}.values`] = 'form.valuesRequired';
  const seen = new Set<string>();
  input.values.forEach((value, v) => {
    if (isBlank(value.value)) issues[`${at}.values.${v}.value`] = 'form.valueRequired';
    else if (seen.has(value.value)) issues[`${at}.values.${v}.value`] = 'form.valueTaken';
    seen.add(value.value);
  });
}

/** Spec 1 §5 loop rules: key, type, minimum greater than 0 and lower than maximum, repetitions greater than 0. */
function loopIssues(loop: FormLoop, at: string, issues: FormIssues, taken: Set<string>): void {
  const key = keyIssue(loop.key, taken);
  if (key) issues[`${at}.key`] = key === 'form.keyRequired' ? 'form.loopKeyRequired' : key;
  if (!loop.type) issues[`${at}.type`] = 'form.loopTypeRequired';
  if (loop.minLoop === null || loop.minLoop <= 0) issues[`${at}.minLoop`] = 'form.loopMinPositive';
  else if (loop.maxLoop === null || loop.minLoop >= loop.maxLoop) issues[`${at}.minLoop`] = 'form.loopMinBelowMax';
  else if (loop.maxLoop > formLimits.maxLoop) issues[`${at}.maxLoop`] = 'validation.numberOutOfRange';
  if (loop.nbItem === null || loop.nbItem <= 0) issues[`${at}.nbItem`] = 'form.loopRepetitionsPositive';
  else if (loop.minLoop !== null && loop.maxLoop !== null && (loop.nbItem < loop.minLoop || loop.nbItem > loop.maxLoop))
    issues[`${at}.nbItem`] = 'form.loopRepetitionsOutOfBounds';
}

/** Spec 1 §5 condition rules: each condition's field and comparison sign, at least one condition. */
function conditionGroupIssues(
  group: FormConditionGroup,
  at: string,
  issues: FormIssues,
  fields: ReadonlySet<string>,
  taken: Set<string>,
): void {
  const key = keyIssue(group.key, taken);
  if (key) issues[`${at}.key`] = key;
  if (group.conditions.length === 0) issues[`${at}.conditions`] = 'form.conditionRequired';
  group.conditions.forEach((condition, c) => {
    const there = `${at}.conditions.${c}`;
    if (isBlank(condition.field)) issues[`${there}.field`] = 'form.conditionFieldRequired';
    else if (!fields.has(condition.field!)) issues[`${there}.field`] = 'form.conditionFieldUnknown';
    if (!condition.sign) issues[`${there}.sign`] = 'form.conditionSignRequired';
    else if (!valuelessSigns.includes(condition.sign) && isBlank(condition.value))
      issues[`${there}.value`] = 'form.conditionValueRequired';
  });
}

/**
 * The rules of a form definition, once for the server (on save) and the admin builder: a name; every key set, well
 * formed and unique in the form (inputs and loops); labels and choice values; min not above max; the loop and the
 * condition rules of spec 1 §5; every condition group named by a group, row or input exists. Every path at once.
 */
export function formIssues(form: FormSave): FormIssues {
  const issues: FormIssues = {};
  if (isBlank(form.name)) issues.name = 'form.nameRequired';
  if (formInputs(form).length > formLimits.inputs) issues.groups = 'form.tooManyInputs';
  else if (JSON.stringify(form).length > formLimits.size) issues.groups = 'form.tooLarge';
  const taken = new Set<string>();
  const conditionKeys = new Set(form.conditionGroups.map((g) => g.key));
  const checkRef = (condition: string | null, at: string) => {
    if (condition && !conditionKeys.has(condition)) issues[`${at}.condition`] = 'form.conditionGroupUnknown';
  };
  form.groups.forEach((group, g) => {
    checkRef(group.condition, `groups.${g}`);
    if (group.loop) loopIssues(group.loop, `groups.${g}.loop`, issues, taken);
    group.rows.forEach((row, r) => {
      checkRef(row.condition, `groups.${g}.rows.${r}`);
      row.inputs.forEach((input, i) => {
        const at = `groups.${g}.rows.${r}.inputs.${i}`;
        checkRef(input.condition, at);
        inputIssues(input, at, issues, taken);
      });
    });
  });
  const fields = new Set(
    formInputs(form)
      .filter(({ input }) => isAnswerInput(input.inputType))
      .map(({ input }) => input.key),
  );
  const groupKeys = new Set<string>();
  form.conditionGroups.forEach((group, c) =>
    conditionGroupIssues(group, `conditionGroups.${c}`, issues, fields, groupKeys),
  );
  return issues;
}
