/**
 * Stands in for `postcss` in the Lambda bundles (esbuild alias, `shared/src/resources/lambda-bundle.ts`).
 * sanitize-html loads it only to filter `style` attributes, which our rich text never keeps
 * (`functions/src/services/sites/rich-text.ts`: no `style` allowed, `parseStyleAttributes: false`), so
 * its parser is never called; bundled it would be ~100 KB more for the sites Lambda to parse at
 * every cold start. Called anyway, it fails loudly rather than letting a style through.
 */
export function parse(): never {
  throw new Error('postcss is not bundled: style attributes are never kept in rich text');
}
