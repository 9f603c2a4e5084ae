import { componentConfigSchemas, parseComponentConfig, type ComponentSlug } from '@cellar/shared/pages/components';
import type { Lang } from '@cellar/shared/i18n/lang';
import { isMessageKey, translate } from '@cellar/shared/i18n/messages';

/** A component's configuration with nothing set: its schema's defaults. */
export const configDefaults = (slug: ComponentSlug): Record<string, unknown> =>
  componentConfigSchemas[slug].parse({}) as Record<string, unknown>;

/**
 * A configuration as the form edits it: the schema's defaults, then the values given for the schema's own fields
 * (a field the renderer no longer has is left out, rather than refused on the next save).
 */
export function configValues(slug: ComponentSlug, value: Record<string, unknown> | null | undefined) {
  const values = configDefaults(slug);
  for (const key of Object.keys(values)) if (value && Object.hasOwn(value, key)) values[key] = value[key];
  return values;
}

const valueAt = (values: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], values);

/** What the form reads of a schema's issue. */
interface ConfigIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  expected?: unknown;
}

/** The message key of one issue: the schema's own key, else one of the generic ones the server answers too. */
function keyOf(issue: ConfigIssue, value: unknown): string {
  if (isMessageKey(issue.message)) return issue.message;
  const input = valueAt(value, issue.path);
  if (issue.code === 'invalid_type' && (input === undefined || input === null || input === ''))
    return 'validation.required';
  if ((issue.code === 'too_small' || issue.code === 'too_big') && typeof input === 'number')
    return 'validation.numberOutOfRange';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'validation.wholeNumber';
  if (issue.code === 'too_big') return 'validation.tooLong';
  return 'validation.invalidValue';
}

/**
 * A configuration's messages by path (`nbItem`, `images.1.alt`), in `lang`: the schema's rules (those the server
 * checks on every save), and an image's alternative text, which a gallery requires.
 */
export function configErrors(slug: ComponentSlug, value: Record<string, unknown>, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = parseComponentConfig(slug, value);
  if (!result.success)
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= translate(keyOf(issue, value), lang);
    }
  if (slug === 'image-gallery' && Array.isArray(value.images))
    (value.images as Array<{ alt?: unknown }>).forEach((image, index) => {
      if (typeof image?.alt !== 'string' || image.alt.trim() === '')
        errors[`images.${index}.alt`] ??= translate('page.altRequired', lang);
    });
  return errors;
}

/** The configuration as saved: the schema's output (defaults filled in, texts trimmed), or null while it is invalid. */
export function configOutput(slug: ComponentSlug, value: Record<string, unknown>): Record<string, unknown> | null {
  const result = parseComponentConfig(slug, value);
  return result.success ? (result.data as Record<string, unknown>) : null;
}
