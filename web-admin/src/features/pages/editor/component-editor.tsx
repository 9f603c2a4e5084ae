import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isComponentSlug } from '@cellar/shared/pages/components';
import { useApi } from '../../../lib/api/api-context.tsx';
import { libraryQuery } from '../api/page-editor-api.ts';
import { ComponentConfigForm } from '../components/component-config-form.tsx';
import { useEditor } from './editor-context.ts';
import { changeContent } from './editor-operations.ts';
import { useEditorT } from './editor-text.ts';
import type { EditorContent } from './page-doc.ts';
import { errorsUnder } from './placed-errors.ts';

/**
 * A "Component" content: the library entry it shows and its configuration, edited with the component's own form
 * (the same as the library's settings), with the messages of a refused save under its fields.
 */
export function ComponentEditor({
  layoutKey,
  content,
}: {
  layoutKey: string;
  content: Extract<EditorContent, { type: 'COMPONENT' }>;
}) {
  const t = useEditorT();
  const api = useApi();
  const { dispatch, errors, pickComponent } = useEditor();
  // A content read from the server names its renderer (`slug`); the library tells it otherwise.
  const library = useQuery({ ...libraryQuery(api), enabled: !content.slug });
  const entry = library.data?.components.find((component) => component.id === content.idComponent);
  const slug = content.slug ?? entry?.slug;
  const name = content.name ?? entry?.name ?? `#${content.idComponent}`;

  return (
    <Stack gap="sm" data-testid="component-editor">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" truncate data-testid="component-name">
          {name}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => pickComponent(layoutKey, content.key)}
          data-testid="component-change"
        >
          {t('editor.component.change')}
        </Button>
      </Group>
      {slug && isComponentSlug(slug) ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('editor.component.configuration')}
          </Text>
          <ComponentConfigForm
            slug={slug}
            value={content.componentConf ?? {}}
            onChange={(next) =>
              dispatch({
                type: 'change',
                recipe: changeContent(layoutKey, content.key, (draft) => {
                  if (draft.type === 'COMPONENT') draft.componentConf = next;
                }),
                coalesce: `${content.key}.componentConf`,
              })
            }
            errors={errorsUnder(errors.contents[content.key], 'componentConf')}
          />
        </Stack>
      ) : (
        <Alert color="gray" data-testid="component-unknown">
          {t('editor.component.unknown')}
        </Alert>
      )}
    </Stack>
  );
}
