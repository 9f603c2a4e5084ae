import { Typography } from '@mantine/core';

/**
 * A rich-text source as the storefront shows it. The server sanitised it when it was saved (the same allow-list as
 * every rich text of the site), so it is shown as it is.
 */
export function SourceHtml({ html, testId }: { html: string; testId: string }) {
  return (
    <Typography>
      <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
