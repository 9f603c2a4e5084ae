import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { EditIcon } from '../../../components/kit/row-icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  deleteElementItem,
  elementKeys,
  elementsQuery,
  loadElementItems,
  moveElementItem,
  setElementItemValid,
  type ElementItemRow,
} from '../api/elements-api.ts';
import { ElementItemForm } from '../components/element-item-form.tsx';
import { useElementsT } from '../components/elements-text.ts';
import { ShareDialog } from '../components/share-dialog.tsx';
import { ValueCell } from '../components/value-cell.tsx';

/**
 * `/element/{slug}` (spec 1 §2): the items of one element, valid or not, in the order the storefront shows them —
 * the columns are its `showInList` fields (its first field when none is); the valid toggle, drag to order, add and
 * edit in a form generated from its fields, share (a preview first), delete with confirmation.
 */
export function ElementItemsRoute() {
  const t = useElementsT();
  const to = useLocalePath();
  const api = useApi();
  const { slug } = useParams();
  const elements = useQuery(elementsQuery(api));
  const [editing, setEditing] = useState<ElementItemRow | 'new' | null>(null);
  const [sharing, setSharing] = useState<number | null>(null);

  if (elements.isPending) return <PageLoader />;
  if (elements.isError)
    return (
      <Alert color="red" data-testid="element-items-failed">
        {t('elements.loadFailed')}
      </Alert>
    );
  const element = elements.data.find((e) => e.route === slug);
  if (!element)
    return (
      <Stack>
        <Alert color="yellow" data-testid="element-not-found">
          {t('elements.notFound')}
        </Alert>
        <Anchor component={Link} to={to('/element')}>
          {t('elements.items.back')}
        </Anchor>
      </Stack>
    );
  const listed = element.fields.filter((field) => field.showInList);
  const columns = listed.length > 0 ? listed : element.fields.slice(0, 1);
  const describe = (item: ElementItemRow) => {
    const first = columns[0] ? item.values[columns[0].key] : null;
    return typeof first === 'string' && first !== '' ? first : t('elements.items.describe', { id: item.id });
  };

  return (
    <>
      <ListScreen<ElementItemRow>
        title={element.name}
        testId="element-items"
        queryKey={elementKeys.part('items', element.id)}
        load={(query) => loadElementItems(api, element.id, query)}
        rowId={(item) => item.id}
        toolbar={
          <Group justify="space-between">
            <Anchor component={Link} to={to('/element')} size="sm">
              {t('elements.items.back')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('elements.items.reorderHelp')}
            </Text>
          </Group>
        }
        actions={
          <Button onClick={() => setEditing('new')} data-testid="element-item-add">
            {t('elements.items.add')}
          </Button>
        }
        columns={[
          ...columns.map((field) => ({
            accessor: `values.${field.key}`,
            title: field.title || field.key,
            render: (item: ElementItemRow) => <ValueCell field={field} value={item.values[field.key]} />,
          })),
          {
            accessor: 'actions',
            title: '',
            render: (item: ElementItemRow) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<EditIcon />}
                  onClick={() => setEditing(item)}
                  data-testid={`element-item-edit-${item.id}`}
                >
                  {t('elements.items.editTitle')}
                </Button>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => setSharing(item.id)}
                  data-testid={`element-item-share-${item.id}`}
                >
                  {t('elements.share.open')}
                </Button>
              </Group>
            ),
          },
        ]}
        valid={{
          isValid: (item) => item.valid,
          set: (item, valid) => setElementItemValid(api, element.id, item.id, valid),
        }}
        onReorder={(id, position) => moveElementItem(api, element.id, Number(id), position)}
        remove={{ run: (item) => deleteElementItem(api, element.id, item.id), describe }}
      />
      {editing !== null && (
        <ElementItemForm element={element} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {sharing !== null && <ShareDialog idElement={element.id} idItem={sharing} onClose={() => setSharing(null)} />}
    </>
  );
}
