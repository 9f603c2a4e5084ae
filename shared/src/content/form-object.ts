import type { Lang } from '../i18n/lang.ts';
import { parseDay } from '../validation/dates.ts';
import type { FormContent, FormInput } from './form.ts';
import { activeLoop, isAnswerInput } from './form-shape.ts';
import type { AnswerValue, FormAnswers } from './form-answers.ts';
import type { FormObjectType, FormPlaceholder } from './form-template.ts';

/**
 * A form answer as the object a DOCX template is filled with (`GET /admin/message/{id}/form-to-object/{type}`):
 * - one field per input key; a loop's key is an array of repetitions, each with its inputs' fields, so a template
 *   writes `{#guests}{name}{/guests}`;
 * - `docx`: values as people read them — a date in words (27 November 2026), a number in the site's language, a
 *   choice's label instead of its value, several choices joined by commas. A ticked box stays a boolean, so
 *   `{#vip}…{/vip}` is a condition; printed as `{vip}` it reads Yes/No (the template filler's parser);
 * - `json`: the answers as stored;
 * - every answer input has its field, empty ('' or false) when it was hidden or left blank, so a `{tag}` never prints
 *   "undefined" and `{#tag}` is false;
 * - the message's own fields (`messageDate`, `messageNumber`, `formName`, `senderName`, `senderEmail`, `senderPhone`);
 *   an input with the same key wins.
 */

/** The message's own fields, in the order the admin's help lists them. */
export const formMessageFields = [
  'messageDate',
  'messageNumber',
  'formName',
  'senderName',
  'senderEmail',
  'senderPhone',
] as const;
export type FormMessageField = (typeof formMessageFields)[number];

/** What of a message the object reads (a `MessageView` fits). */
export interface FormObjectMessage {
  id: number;
  createdAt: string;
  formName: string | null;
  name: string;
  email: string;
  phone: string | null;
  answers: FormAnswers | null;
}

const locale = (lang: Lang) => (lang === 'fr_FR' ? 'fr-FR' : 'en-GB');

/** A day (`2026-11-27` or `27/11/2026`) in words; any other text as it is. */
export function formatDay(value: string, lang: Lang): string {
  const day = parseDay(value);
  if (!day) return value;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(day.year, day.month - 1, day.day),
  );
}

const labelOf = (input: FormInput, value: string): string =>
  input.values.find((v) => v.value === value)?.label || value;

/** One answer as people read it (see above); a checkbox stays a boolean. */
export function formatAnswer(input: FormInput, value: AnswerValue | undefined, lang: Lang): string | boolean {
  if (input.inputType === 'CHECKBOX') return value === true || value === 'true';
  if (value === undefined || value === null || value === false) return '';
  if (Array.isArray(value)) return value.map((v) => labelOf(input, v)).join(', ');
  if (typeof value === 'number') return new Intl.NumberFormat(locale(lang)).format(value);
  if (value === true) return 'true';
  if (input.inputType === 'DATE') return formatDay(value, lang);
  if (input.inputType === 'SELECT' || input.inputType === 'RADIO') return labelOf(input, value);
  return value;
}

const emptyOf = (input: FormInput): string | boolean => (input.inputType === 'CHECKBOX' ? false : '');

/** The answer inputs of a group, in order. */
const answerInputsOf = (group: FormContent['groups'][number]): FormInput[] =>
  group.rows.flatMap((row) => row.inputs).filter((input) => isAnswerInput(input.inputType) && input.key !== '');

function fieldsOf(
  inputs: readonly FormInput[],
  answers: Record<string, AnswerValue | Array<Record<string, AnswerValue>>>,
  type: FormObjectType,
  lang: Lang,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const input of inputs) {
    const raw = answers[input.key];
    const value = Array.isArray(raw) && raw.some((v) => typeof v === 'object') ? undefined : (raw as AnswerValue);
    Object.defineProperty(out, input.key, {
      value:
        type === 'json' ? (value ?? null) : value === undefined ? emptyOf(input) : formatAnswer(input, value, lang),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The object of a form answer (see above). Without the form (deleted since), the answers as they were kept. */
export function formObject(
  form: FormContent | null,
  message: FormObjectMessage,
  type: FormObjectType,
  lang: Lang,
): Record<string, unknown> {
  const answers = message.answers ?? {};
  const created = new Date(message.createdAt);
  const object: Record<string, unknown> = {
    messageDate:
      type === 'json'
        ? message.createdAt
        : new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(created),
    messageNumber: message.id,
    formName: message.formName ?? '',
    senderName: message.name,
    senderEmail: message.email,
    senderPhone: message.phone ?? '',
  };
  if (!form) return { ...object, ...structuredClone(answers) };
  for (const group of form.groups) {
    const loop = activeLoop(group);
    const inputs = answerInputsOf(group);
    if (!loop) {
      Object.assign(object, fieldsOf(inputs, answers, type, lang));
      continue;
    }
    if (loop.key === '') continue;
    const repetitions = answers[loop.key];
    const list = Array.isArray(repetitions)
      ? repetitions.filter((r): r is Record<string, AnswerValue> => typeof r === 'object' && r !== null)
      : [];
    object[loop.key] = list.map((repetition) => fieldsOf(inputs, repetition, type, lang));
  }
  return object;
}

/** The tags a form's templates may use (the admin's help): message fields, inputs, loops with their inputs. */
export function formPlaceholders(form: FormContent): FormPlaceholder[] {
  const out: FormPlaceholder[] = formMessageFields.map((tag) => ({ tag, label: '' }));
  const field = (input: FormInput): FormPlaceholder => ({ tag: input.key, label: input.name });
  for (const group of form.groups) {
    const loop = activeLoop(group);
    const inputs = answerInputsOf(group);
    if (!loop) out.push(...inputs.map(field));
    else if (loop.key !== '') out.push({ tag: loop.key, label: loop.name || group.title, fields: inputs.map(field) });
  }
  return out;
}
