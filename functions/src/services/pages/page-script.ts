import { sandboxedScriptContentSecurityPolicy } from '@cellar/shared/resources/security-headers';

/**
 * The document a JAVASCRIPT menu entry's code runs in (`GET /page/{id}/script`, docs/pages.md "Where a JavaScript
 * entry's code runs"): the code alone in a page of its own, answered with a `sandbox` policy so that it runs in an
 * opaque origin, framed by the storefront in `<iframe sandbox="allow-scripts">`.
 */
export const scriptDocumentHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': sandboxedScriptContentSecurityPolicy,
  'cache-control': 'no-store',
} as const;

/**
 * The code inside a `<script>` element. The HTML parser ends the element at the first `</script` whatever JavaScript
 * thinks of it, and `<!--` can change how it finds that end: both are written with a backslash, which a JavaScript
 * string, template or regular expression reads as the same characters.
 */
export function scriptDocument(code: string): string {
  const safe = code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
  return `<!doctype html><meta charset=utf-8><script>${safe}</script>`;
}
