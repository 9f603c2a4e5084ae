import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';

/** A schema of `shared` (zod), seen only through `safeParse`. */
export interface RuleSchema {
  safeParse(
    input: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

export type FieldErrors = Record<string, string>;

/** The rules of a shared schema as per-field messages in the screen's language (first message per field). */
export function schemaErrors(schema: RuleSchema, input: unknown, lang: Lang): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in errors)) errors[field] = translate(issue.message, lang);
  }
  return errors;
}

/**
 * The same with the whole path of each message (`grapes.0.percent`, `nutrition.sugar`,
 * `imageMeta.1.alt`), the way the server names its field errors: for forms with lists and groups
 * whose inputs are named by path (Mantine form `getInputProps('grapes.0.percent')`).
 */
export function schemaErrorsByPath(schema: RuleSchema, input: unknown, lang: Lang): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = translate(issue.message, lang);
  }
  return errors;
}

/** The server's field errors (already translated in `userLang`), one line per field. */
export function serverErrors(fieldErrors: Record<string, string[]> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages.length > 0) errors[field] = messages.join(' ');
  }
  return errors;
}
