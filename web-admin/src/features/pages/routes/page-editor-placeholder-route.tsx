import { Alert, Stack, Title } from '@mantine/core';
import { useT } from '../../../lib/i18n/i18n.ts';

/**
 * `/page/editor`, `/page/editor/{id}` and `/page/live` until the pages feature (a later issue)
 * brings the page editor: an honest placeholder, not an editor.
 */
function PageEditorPlaceholder({ title }: { title: string }) {
  const t = useT();
  return (
    <Stack gap="md" data-testid="page-editor-placeholder">
      <Title order={2}>{title}</Title>
      <Alert color="gray" variant="light">
        {t('pageEditor.comingSoon')}
      </Alert>
    </Stack>
  );
}

export function PageEditorRoute() {
  const t = useT();
  return <PageEditorPlaceholder title={t('pageEditor.editorTitle')} />;
}

export function PageLiveRoute() {
  const t = useT();
  return <PageEditorPlaceholder title={t('pageEditor.liveTitle')} />;
}
