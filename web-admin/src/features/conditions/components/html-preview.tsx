import { Typography } from '@mantine/core';

/**
 * HTML the server sanitised (functions/src/services/sites/rich-text.ts), shown as the storefront shows
 * it: the default texts a site falls back to.
 */
export function HtmlPreview({ html, testId }: { html: string; testId: string }) {
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
