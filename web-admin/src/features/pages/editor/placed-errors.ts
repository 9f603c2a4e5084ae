import type { PageDoc } from './page-doc.ts';

/**
 * Messages of a refused save where the editor shows them: the server (and the shared rules run before sending)
 * name a field by its path in the body — `title`, `layouts.0.contents.1.componentConf.nbItem` — and the editor puts
 * them on the information field, or next to the layout or the content that path names (by key, so that they
 * stay with it when it moves).
 */
export interface PlacedErrors {
  /** By the information field's path (`title`, `url`, `link.url`). */
  info: Record<string, string>;
  /** By layout key, then by the path under it (`''`: the layout itself; `parameters.computer.padding.top`). */
  layouts: Record<string, Record<string, string>>;
  /** By content key, then by the path under the content (`title`, `images.0.alt`, `componentConf.nbItem`). */
  contents: Record<string, Record<string, string>>;
}

export const noErrors: PlacedErrors = { info: {}, layouts: {}, contents: {} };

export function hasErrors(errors: PlacedErrors): boolean {
  return (
    Object.keys(errors.info).length > 0 ||
    Object.keys(errors.layouts).length > 0 ||
    Object.keys(errors.contents).length > 0
  );
}

const layoutPath = /^layouts\.(\d+)(?:\.(.*))?$/;
const contentPath = /^contents\.(\d+)(?:\.(.*))?$/;

/** Places messages by path on the document they were found on (the one that was sent). */
export function placeErrors(messages: Record<string, string>, doc: PageDoc): PlacedErrors {
  const placed: PlacedErrors = { info: {}, layouts: {}, contents: {} };
  for (const [path, message] of Object.entries(messages)) {
    const layoutMatch = layoutPath.exec(path);
    if (!layoutMatch) {
      placed.info[path] ??= message;
      continue;
    }
    const layout = doc.layouts[Number(layoutMatch[1])];
    const rest = layoutMatch[2] ?? '';
    if (!layout) {
      // `layouts` itself (too many layouts), or a layout gone: shown with the information messages.
      placed.info[path] ??= message;
      continue;
    }
    const contentMatch = contentPath.exec(rest);
    const content = contentMatch ? layout.contents[Number(contentMatch[1])] : undefined;
    if (contentMatch && content) (placed.contents[content.key] ??= {})[contentMatch[2] ?? ''] ??= message;
    else (placed.layouts[layout.key] ??= {})[rest] ??= message;
  }
  return placed;
}

/** The messages of a content under one field group (`componentConf`), by the path under it; undefined when none. */
export function errorsUnder(
  errors: Record<string, string> | undefined,
  prefix: string,
): Record<string, string> | undefined {
  if (!errors) return undefined;
  const found = Object.entries(errors)
    .filter(([path]) => path === prefix || path.startsWith(`${prefix}.`))
    .map(([path, message]) => [path === prefix ? '' : path.slice(prefix.length + 1), message] as const);
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}
