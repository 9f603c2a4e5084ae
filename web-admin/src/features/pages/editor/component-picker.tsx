import { Image, Modal, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { LibraryComponentView } from '@cellar/shared/pages/components';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { libraryQuery } from '../api/page-editor-api.ts';
import { useEditorT } from './editor-text.ts';

/** The site's component library (`GET /admin/library`): choosing an entry fills the place with it. */
export function ComponentPicker({
  onPick,
  onClose,
}: {
  onPick: (component: LibraryComponentView) => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  const api = useApi();
  const library = useQuery(libraryQuery(api));
  const components = library.data?.components ?? [];
  return (
    <Modal opened onClose={onClose} size="lg" title={t('editor.component.pickTitle')} data-testid="component-picker">
      <Stack gap="sm">
        {library.isPending && <Text size="sm">{t('common.loading')}</Text>}
        {library.isError && (
          <Text size="sm" c="red" data-testid="component-picker-error">
            {errorMessage(library.error, t('editor.component.failed'))}
          </Text>
        )}
        {library.isSuccess && components.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="component-picker-empty">
            {t('editor.component.empty')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {components.map((component) => (
            <UnstyledButton
              key={component.id}
              onClick={() => onPick(component)}
              aria-label={t('editor.component.choose', { name: component.name })}
              data-testid={`component-option-${component.id}`}
            >
              <Paper withBorder p="sm" radius="sm" h="100%">
                <Stack gap={4}>
                  {component.imageModel && <Image src={component.imageModel} alt="" h={80} fit="contain" />}
                  <Text fw={600} size="sm">
                    {component.name}
                  </Text>
                  {component.description && (
                    <Text size="xs" c="dimmed" lineClamp={3}>
                      {component.description}
                    </Text>
                  )}
                </Stack>
              </Paper>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
