import { Alert, Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/i18n.ts';

/**
 * `/page/live` (the page layout: editing the site in live) until the live edit comes: an honest placeholder, not an
 * editor.
 */
export function PageLiveRoute() {
  const t = useT();
  return (
    <Stack gap="md" data-testid="page-editor-placeholder">
      <Title order={2}>{t('pageEditor.liveTitle')}</Title>
      <Alert color="gray" variant="light">
        {t('pageEditor.comingSoon')}
      </Alert>
    </Stack>
  );
}
