import type { AnswerValue, FormAnswers } from '@cellar/shared/content/form-answers';
import type { FormContent } from '@cellar/shared/content/form';
import { activeLoop, isAnswerInput } from '@cellar/shared/content/form-shape';

/**
 * The form's labels at submission, by answer key (a loop's inputs as `loopKey.inputKey`), and each choice's label
 * as `key=value`: a message reads the same after its form changed or went away (screen, mail).
 */
export function answerLabelsOf(form: FormContent): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const group of form.groups) {
    const loop = activeLoop(group);
    if (loop) labels[loop.key] = loop.name || group.title || loop.key;
    for (const row of group.rows)
      for (const input of row.inputs) {
        if (!isAnswerInput(input.inputType)) continue;
        const key = loop ? `${loop.key}.${input.key}` : input.key;
        labels[key] = input.name || input.key;
        for (const choice of input.values) labels[`${key}=${choice.value}`] = choice.label || choice.value;
      }
  }
  return labels;
}

/** One answer as text: a choice's label, a list joined, a ticked box yes or no. */
export function answerText(
  value: AnswerValue,
  key: string,
  labels: Record<string, string>,
  words: { yes: string; no: string },
): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.map((v) => labels[`${key}=${v}`] ?? v).join(', ');
  return labels[`${key}=${value}`] ?? String(value);
}

/** The answers as label/value lines, in the form's order; a loop's repetitions numbered (`Guests 2 — Name`). */
export function answerLines(
  answers: FormAnswers,
  labels: Record<string, string>,
  words: { yes: string; no: string },
): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  for (const [key, value] of Object.entries(answers)) {
    if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
      (value as Array<Record<string, AnswerValue>>).forEach((item, index) => {
        for (const [inner, innerValue] of Object.entries(item)) {
          const path = `${key}.${inner}`;
          lines.push({
            label: `${labels[key] ?? key} ${index + 1} — ${labels[path] ?? inner}`,
            value: answerText(innerValue, path, labels, words),
          });
        }
      });
    } else lines.push({ label: labels[key] ?? key, value: answerText(value as AnswerValue, key, labels, words) });
  }
  return lines;
}
