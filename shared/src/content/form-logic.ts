import jsonLogic, { type RulesLogic } from 'json-logic-js';
import type { FormCondition, FormConditionGroup, FormContent, FormGroup, FormInput, FormLoop } from './form.ts';
import { activeLoop, formInputs, formLimits, isAnswerInput } from './form-shape.ts';
import type { AnswerValue, FormAnswers } from './form-answers.ts';

/**
 * A form's logic, the same module in the storefront (live) and in the Lambda (POST /message): conditions are data,
 * compiled to JSONLogic rules and run by json-logic-js (no `eval`, no tenant JavaScript).
 *
 * Values compared are normalised first: a trimmed text, a number, `'true'` for a ticked checkbox, a list of ticked
 * values; an empty text, an unticked checkbox, an empty list are `null`. So FILLED is "not null" whatever the input.
 * A hidden input counts as empty for the conditions that read it.
 * Inside a loop's repetition, a condition reads that repetition's inputs; outside it, a loop's inputs read as empty
 * (there is one value per repetition).
 */

/** The values conditions read: input key → normalised value. */
export type ConditionData = Record<string, string | number | string[] | null>;

const isMulti = (input: FormInput | undefined): boolean =>
  input !== undefined && (input.inputType === 'CHECKBOXES' || (input.inputType === 'SELECT' && input.multiple));

/** The normalised value of an answer (see above). */
export function conditionValue(value: AnswerValue | undefined): string | number | string[] | null {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return 'true';
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  const text = value.trim();
  return text === '' ? null : text;
}

/** The value a condition compares to: a number when it reads as one (so 10 > 9), the text otherwise. */
function operand(value: string | null): string | number {
  const text = (value ?? '').trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** One condition as a JSONLogic rule; null when it is incomplete (the save rules refuse those). */
export function compileCondition(condition: FormCondition, fields: ReadonlyMap<string, FormInput>): RulesLogic | null {
  const { field, sign } = condition;
  if (!field || !sign) return null;
  const v = { var: field };
  const filled: RulesLogic = { '!=': [v, null] };
  const value = operand(condition.value);
  const equals: RulesLogic = isMulti(fields.get(field)) ? { in: [String(value), v] } : { '==': [v, value] };
  switch (sign) {
    case 'FILLED':
      return filled;
    case 'EMPTY':
      return { '==': [v, null] };
    case 'EQUALS':
      return equals;
    case 'NOT_EQUALS':
      return { '!': equals };
    // An empty answer is neither greater nor lower than anything.
    case 'GREATER':
      return { and: [filled, { '>': [v, value] }] };
    case 'LOWER':
      return { and: [filled, { '<': [v, value] }] };
    case 'CONTAINS':
      return { in: [String(value), v] };
  }
}

/** A condition group as one JSONLogic rule: its conditions ANDed (match ALL) or ORed (ANY); true when none. */
export function compileConditionGroup(group: FormConditionGroup, fields: ReadonlyMap<string, FormInput>): RulesLogic {
  const rules = group.conditions.map((c) => compileCondition(c, fields)).filter((r): r is RulesLogic => r !== null);
  if (rules.length === 0) return true;
  return group.match === 'ANY' ? { or: rules } : { and: rules };
}

/** The compiled rules of a form, once per definition: the renderer evaluates them on every keystroke. */
export interface FormLogic {
  content: FormContent;
  fields: ReadonlyMap<string, FormInput>;
  /** Active condition groups by key; an inactive or unknown one does not hide anything. */
  rules: ReadonlyMap<string, RulesLogic>;
}

export function formLogic(content: FormContent): FormLogic {
  const fields = new Map(formInputs(content).map(({ input }) => [input.key, input]));
  const rules = new Map(
    content.conditionGroups
      .filter((group) => group.isActive)
      .map((group) => [group.key, compileConditionGroup(group, fields)]),
  );
  return { content, fields, rules };
}

/** Whether something naming this condition group (or none) shows, with these values. */
export function isShown(logic: FormLogic, condition: string | null, data: ConditionData): boolean {
  if (!condition) return true;
  const rule = logic.rules.get(condition);
  return rule === undefined ? true : jsonLogic.truthy(jsonLogic.apply(rule, data));
}

/** A loop's repetitions: at least 1; the default (nbItem) kept within the bounds. */
export function loopBounds(loop: FormLoop): { min: number; max: number; initial: number } {
  const min = Math.max(1, Math.floor(loop.minLoop ?? 1));
  const max = Math.min(formLimits.maxLoop, Math.max(min, Math.floor(loop.maxLoop ?? min)));
  const initial = Math.min(max, Math.max(min, Math.floor(loop.nbItem ?? min)));
  return { min, max, initial };
}

/** The repetitions answered for a loop (records only; anything else is no repetition). */
export function loopAnswers(answers: FormAnswers, loop: Pick<FormLoop, 'key'>): Array<Record<string, AnswerValue>> {
  const value = answers[loop.key];
  if (!Array.isArray(value)) return [];
  return (value as unknown[])
    .slice(0, formLimits.maxLoop)
    .map((r) => (typeof r === 'object' && r !== null && !Array.isArray(r) ? (r as Record<string, AnswerValue>) : {}));
}

/** The inputs of a group, each with its row. */
const groupInputs = (group: FormGroup) => group.rows.flatMap((row) => row.inputs.map((input) => ({ row, input })));

/**
 * The values the conditions read outside loops: each top-level answer input's normalised answer, an input hidden by
 * a condition counting as empty. Hiding one input may hide another: settled in a few rounds (a cycle of conditions
 * stops at the last round).
 */
export function conditionData(logic: FormLogic, answers: FormAnswers): ConditionData {
  const topInputs = logic.content.groups
    .filter((group) => !activeLoop(group))
    .flatMap((group) => groupInputs(group).map((entry) => ({ group, ...entry })))
    .filter(({ input }) => isAnswerInput(input.inputType));
  const raw: ConditionData = {};
  for (const { input } of topInputs) raw[input.key] = conditionValue(answers[input.key] as AnswerValue | undefined);
  let data = raw;
  for (let round = 0; round < 10; round += 1) {
    const next: ConditionData = {};
    for (const { group, row, input } of topInputs) {
      const shown =
        isShown(logic, group.condition, data) &&
        isShown(logic, row.condition, data) &&
        isShown(logic, input.condition, data);
      next[input.key] = shown ? raw[input.key]! : null;
    }
    if (topInputs.every(({ input }) => next[input.key] === data[input.key])) return next;
    data = next;
  }
  return data;
}

/** A repetition's values: the form's values with the loop's own inputs read from this repetition. */
export function repetitionData(
  logic: FormLogic,
  group: FormGroup,
  data: ConditionData,
  repetition: Record<string, AnswerValue>,
): ConditionData {
  const own: ConditionData = {};
  for (const { input } of groupInputs(group)) own[input.key] = conditionValue(repetition[input.key]);
  return { ...data, ...own };
}

/** An answer input shown to the visitor, with the path its answer and its issues use (`guests.1.name`). */
export interface VisibleInput {
  input: FormInput;
  path: string;
  loop: { key: string; index: number } | null;
}

/** Every answer input the visitor sees with these answers, in order (a loop's once per answered repetition). */
export function visibleInputs(form: FormContent | FormLogic, answers: FormAnswers): VisibleInput[] {
  const logic = 'rules' in form ? form : formLogic(form);
  const data = conditionData(logic, answers);
  const visible: VisibleInput[] = [];
  for (const group of logic.content.groups) {
    if (!isShown(logic, group.condition, data)) continue;
    const loop = activeLoop(group);
    const repetitions = loop ? loopAnswers(answers, loop) : [null];
    repetitions.forEach((repetition, index) => {
      const scope = repetition ? repetitionData(logic, group, data, repetition) : data;
      for (const { row, input } of groupInputs(group)) {
        if (!isAnswerInput(input.inputType)) continue;
        if (!isShown(logic, row.condition, scope) || !isShown(logic, input.condition, scope)) continue;
        visible.push({
          input,
          path: loop ? `${loop.key}.${index}.${input.key}` : input.key,
          loop: loop ? { key: loop.key, index } : null,
        });
      }
    });
  }
  return visible;
}
