import Mustache from 'mustache';
import type { MessageKey } from '@cellar/shared/i18n/messages';
import { templateProblems } from '@cellar/shared/mail/template-rules';

// Previews render whatever an admin types: no cache that grows with every distinct text.
Mustache.templateCache = undefined;

/** A model the engine refuses (unescaped variables, partials, delimiters, broken sections). */
export class TemplateRefused extends Error {
  constructor(readonly problems: MessageKey[]) {
    super(`template refused: ${problems.join(', ')}`);
  }
}

type Plain = string | Array<Record<string, string>>;

/**
 * The view a template may read: texts, and lists of lines of texts for sections. Anything else is
 * dropped (a function would be run by mustache as a lambda: no code of any kind runs in a model).
 */
export function plainView(variables: Record<string, unknown>): Record<string, Plain> {
  const text = (value: unknown): string | null =>
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : value === true
          ? 'true'
          : null;
  const view: Record<string, Plain> = {};
  for (const [name, value] of Object.entries(variables)) {
    if (Array.isArray(value)) {
      view[name] = value
        .filter((line) => line && typeof line === 'object' && !Array.isArray(line))
        .map((line) =>
          Object.fromEntries(
            Object.entries(line as object).flatMap(([k, v]) => (text(v) === null ? [] : [[k, text(v)!]])),
          ),
        );
    } else if (text(value) !== null) view[name] = text(value)!;
  }
  return view;
}

function render(source: string, variables: Record<string, unknown>, escape: (value: string) => string): string {
  const problems = templateProblems(source);
  if (problems.length) throw new TemplateRefused(problems);
  try {
    return Mustache.render(source, plainView(variables), {}, { escape });
  } catch {
    // The rules above catch what mustache would refuse; this keeps any parse error a refusal, not a 500.
    throw new TemplateRefused(['mail.unbalancedSection']);
  }
}

/** A model's HTML filled in: every `{{var}}` HTML-escaped by mustache. */
export function renderHtml(source: string, variables: Record<string, unknown>): string {
  return render(source, variables, Mustache.escape);
}

/** A subject filled in: plain text (no HTML escaping: it is no HTML), on one line. */
export function renderSubject(source: string, variables: Record<string, unknown>): string {
  return render(source, variables, (value) => value)
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim();
}
