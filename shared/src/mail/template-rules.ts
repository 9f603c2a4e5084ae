import type { MessageKey } from '../i18n/messages.ts';
import type { MailVariable } from './mail-variables.ts';

const namePattern = /^(?:\.|[A-Za-z][A-Za-z0-9_]*)$/;

/**
 * What is wrong with a model's text (subject or HTML), as message keys, in the order found, each
 * once. Mustache stays logic-less here: `{{var}}` (escaped), sections `{{#x}}…{{/x}}` and
 * `{{^x}}…{{/x}}`, comments `{{! … }}`. Refused: `{{{…}}}` and `{{&…}}` (unescaped), partials
 * `{{>…}}` and `{{<…}}`, delimiter changes `{{=…=}}` (they would hide the other tags from this
 * check). With the mail's variables, names must be offered: at the top level the mail's own, inside a
 * list section also the fields of its lines.
 */
export function templateProblems(source: string, variables?: readonly MailVariable[]): MessageKey[] {
  const problems = new Set<MessageKey>();
  if (source.includes('{{{')) problems.add('mail.tripleMustache');
  const top = variables ? new Set(variables.map((variable) => variable.name)) : null;
  const fields = new Map(
    (variables ?? []).map((variable) => [variable.name, new Set((variable.fields ?? []).map((field) => field.name))]),
  );
  const open: string[] = [];
  let at = 0;
  for (;;) {
    const start = source.indexOf('{{', at);
    if (start < 0) break;
    const end = source.indexOf('}}', start + 2);
    if (end < 0) {
      problems.add('mail.unclosedTag');
      break;
    }
    at = end + 2;
    let tag = source.slice(start + 2, end);
    if (tag.startsWith('{')) continue; // already reported as a triple mustache
    const sigil = tag.charAt(0);
    if (sigil === '!') continue;
    if (sigil === '&') {
      problems.add('mail.unescapedTag');
      continue;
    }
    if (sigil === '>' || sigil === '<') {
      problems.add('mail.partialTag');
      continue;
    }
    if (sigil === '=') {
      problems.add('mail.delimiterTag');
      continue;
    }
    if (sigil === '#' || sigil === '^' || sigil === '/') tag = tag.slice(1);
    const name = tag.trim();
    if (!namePattern.test(name)) {
      problems.add('mail.invalidTag');
      continue;
    }
    if (sigil === '/') {
      if (open.pop() !== name) problems.add('mail.unbalancedSection');
      continue;
    }
    if (top && name !== '.') {
      // Inside sections, a name is the line's field or any top-level variable (mustache looks up the context stack).
      const known = top.has(name) || open.some((section) => fields.get(section)?.has(name));
      if (!known) problems.add('mail.unknownVariable');
    }
    if (sigil === '#' || sigil === '^') open.push(name);
  }
  if (open.length) problems.add('mail.unbalancedSection');
  return [...problems];
}
