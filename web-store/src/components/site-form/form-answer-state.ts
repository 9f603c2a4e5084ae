import type { PublicFormView, FormInput } from '@cellar/shared/content/form';
import { activeLoop, isAnswerInput } from '@cellar/shared/content/form-shape';
import type { AnswerValue, FormAnswers } from '@cellar/shared/content/form-answers';
import { loopBounds } from '@cellar/shared/content/form-logic';
import { formMessages } from '@cellar/shared/i18n/messages/forms';
import type { Lang } from '@cellar/shared/i18n/lang';

/** An input's answer before the visitor touches it: its default, read for its type. */
export function defaultAnswer(input: FormInput): AnswerValue {
  const given = input.default;
  if (input.inputType === 'CHECKBOX') return given === 'true';
  if (input.inputType === 'CHECKBOXES' || (input.inputType === 'SELECT' && input.multiple)) {
    if (Array.isArray(given)) return given;
    return given ? given.split(',').map((v) => v.trim()) : [];
  }
  return Array.isArray(given) ? (given[0] ?? '') : (given ?? '');
}

/** The defaults of a group's inputs, for one repetition of its loop or for the form. */
const defaultsOf = (inputs: FormInput[]): Record<string, AnswerValue> =>
  Object.fromEntries(inputs.filter((i) => isAnswerInput(i.inputType)).map((i) => [i.key, defaultAnswer(i)]));

/** The answers a form starts with: each input's default, each loop's nbItem repetitions. */
export function initialAnswers(form: PublicFormView): FormAnswers {
  const answers: FormAnswers = {};
  for (const group of form.groups) {
    const inputs = group.rows.flatMap((row) => row.inputs);
    const loop = activeLoop(group);
    if (loop) answers[loop.key] = Array.from({ length: loopBounds(loop).initial }, () => defaultsOf(inputs));
    else Object.assign(answers, defaultsOf(inputs));
  }
  return answers;
}

/** A new repetition of a loop: its inputs' defaults. */
export const newRepetition = (inputs: FormInput[]) => defaultsOf(inputs);

/** A message key of the answers' check, in the visitor's language (shared's wording, as the server says it). */
export function answerMessage(key: string, lang: Lang): string {
  return (formMessages as Record<string, Record<Lang, string>>)[key]?.[lang] ?? key;
}
