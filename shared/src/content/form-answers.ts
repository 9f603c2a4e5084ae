import type { MessageKey } from '../i18n/messages.ts';
import { emailPattern, isOrderPhone } from '../validation/contact.ts';
import { parseDay } from '../validation/dates.ts';
import type { FormContent, FormInput } from './form.ts';
import { activeLoop, formChoiceInputTypes } from './form-shape.ts';
import { conditionData, formLogic, isShown, loopAnswers, loopBounds, visibleInputs } from './form-logic.ts';

/**
 * A visitor's answers to a form (the shape every area shares): an input's key → its answer; a loop's key → its
 * repetitions, each a record keyed by the loop's inputs' keys.
 */
export type AnswerValue = string | number | boolean | string[] | null;
export type FormAnswers = Record<string, AnswerValue | Array<Record<string, AnswerValue>>>;

/** Issues per field path (`email`, `guests.1.name`, `guests` for the repetitions' count): message keys. */
export type FormAnswerIssues = Record<string, MessageKey[]>;

/** Longest answer kept (not in the spec: a textarea takes a letter, not a book). */
export const maxAnswerLength = { TEXTAREA: 5_000, other: 500 } as const;

const isMulti = (input: FormInput): boolean =>
  input.inputType === 'CHECKBOXES' || (input.inputType === 'SELECT' && input.multiple);

const isEmpty = (value: AnswerValue): boolean =>
  value === null ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

type Checked = { value: AnswerValue; issue?: MessageKey };

/** One answer, read for its input's type: the clean value, or the first rule it breaks. */
function checkValue(input: FormInput, raw: AnswerValue | undefined): Checked {
  const value = raw === undefined ? null : raw;
  if (input.inputType === 'CHECKBOX') {
    const ticked = value === true || value === 'true';
    if (value !== null && typeof value !== 'boolean' && value !== 'true' && value !== 'false')
      return { value: false, issue: 'formAnswer.invalidValue' };
    return ticked || !input.required ? { value: ticked } : { value: false, issue: 'formAnswer.required' };
  }
  if (isEmpty(value)) return input.required ? { value: null, issue: 'formAnswer.required' } : { value: null };

  if (isMulti(input)) {
    const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : null;
    if (!list) return { value: null, issue: 'formAnswer.invalidValue' };
    const allowed = new Set(input.values.map((v) => v.value));
    if (list.some((v) => !allowed.has(v))) return { value: null, issue: 'formAnswer.invalidChoice' };
    const unique = [...new Set(list)];
    if (input.min !== null && unique.length < input.min) return { value: unique, issue: 'formAnswer.tooFewChoices' };
    if (input.max !== null && unique.length > input.max) return { value: unique, issue: 'formAnswer.tooManyChoices' };
    return { value: unique };
  }
  if (typeof value !== 'string' && typeof value !== 'number') return { value: null, issue: 'formAnswer.invalidValue' };

  if (input.inputType === 'NUMBER') {
    const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
    if (!Number.isFinite(number)) return { value: null, issue: 'formAnswer.notANumber' };
    if (input.min !== null && number < input.min) return { value: number, issue: 'formAnswer.belowMin' };
    if (input.max !== null && number > input.max) return { value: number, issue: 'formAnswer.aboveMax' };
    return { value: number };
  }
  const text = String(value).trim();
  const longest = input.inputType === 'TEXTAREA' ? maxAnswerLength.TEXTAREA : maxAnswerLength.other;
  if (text.length > longest) return { value: null, issue: 'formAnswer.tooLong' };
  if (formChoiceInputTypes.includes(input.inputType))
    return input.values.some((v) => v.value === text)
      ? { value: text }
      : { value: null, issue: 'formAnswer.invalidChoice' };
  if (input.inputType === 'EMAIL' && !emailPattern.test(text)) return { value: text, issue: 'formAnswer.invalidEmail' };
  if (input.inputType === 'PHONE' && !isOrderPhone(text)) return { value: text, issue: 'formAnswer.invalidPhone' };
  if (input.inputType === 'DATE') {
    const day = parseDay(text);
    if (!day) return { value: text, issue: 'formAnswer.invalidDate' };
    const iso = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    return { value: iso };
  }
  if (input.inputType === 'TEXT' || input.inputType === 'TEXTAREA') {
    if (input.min !== null && text.length < input.min) return { value: text, issue: 'formAnswer.tooShort' };
    if (input.max !== null && text.length > input.max) return { value: text, issue: 'formAnswer.tooLong' };
  }
  return { value: text };
}

/**
 * A visitor's answers checked against the form, the same code in the storefront (before sending) and in POST /message:
 * inputs hidden by a condition and unknown keys are dropped; required, min/max, allowed values, e-mail, phone and date
 * formats and the loops' repetition bounds are checked. Answers the clean answers and the issues per field path.
 */
export function checkFormAnswers(
  form: FormContent,
  answers: FormAnswers,
): { answers: FormAnswers; issues: FormAnswerIssues } {
  const logic = formLogic(form);
  const clean: FormAnswers = {};
  const issues: FormAnswerIssues = {};
  const add = (path: string, key: MessageKey) => (issues[path] ??= []).push(key);

  // A loop shown: its repetitions' count within bounds, each repetition kept (even one with no input shown).
  const data = conditionData(logic, answers);
  for (const group of form.groups) {
    const loop = activeLoop(group);
    if (!loop || !isShown(logic, group.condition, data)) continue;
    const count = loopAnswers(answers, loop).length;
    const { min, max } = loopBounds(loop);
    if (count < min) add(loop.key, 'formAnswer.tooFewRepetitions');
    if (count > max) add(loop.key, 'formAnswer.tooManyRepetitions');
    clean[loop.key] = Array.from({ length: count }, () => ({}));
  }

  for (const { input, path, loop } of visibleInputs(logic, answers)) {
    const raw = loop ? loopAnswers(answers, loop)[loop.index]?.[input.key] : (answers[input.key] as AnswerValue);
    const { value, issue } = checkValue(input, raw);
    if (issue) add(path, issue);
    if (loop) (clean[loop.key] as Array<Record<string, AnswerValue>>)[loop.index]![input.key] = value;
    else clean[input.key] = value;
  }
  return { answers: clean, issues };
}
