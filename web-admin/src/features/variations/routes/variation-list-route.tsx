import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  createVariation,
  loadVariations,
  moveVariation,
  updateVariation,
  variationKeys,
  type VariationRow,
} from '../api/variations-api.ts';
import { VariationDialog } from '../components/variation-dialog.tsx';
import { useVariationsT } from '../components/variations-text.ts';

/**
 * `/variation`: the site's variations on the list kit — the label, the vintage field it names, the values offered;
 * drag to order; add and edit in a dialog. The API has no deletion of a variation (spec 2 §7 lists none).
 */
export function VariationListRoute() {
  const t = useVariationsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<VariationRow | 'new' | null>(null);
  const close = () => setEditing(null);

  return (
    <>
      <ListScreen<VariationRow>
        title={t('catalogueOptions.variations.title')}
        testId="variation-list"
        queryKey={variationKeys.all}
        load={(query) => loadVariations(api, query)}
        rowId={(v) => v.id}
        describe={(v) => v.label}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('catalogueOptions.variations.reorderHelp')}
          </Text>
        }
        actions={
          <Button onClick={() => setEditing('new')} data-testid="variation-add">
            {t('catalogueOptions.variations.add')}
          </Button>
        }
        columns={[
          {
            accessor: 'label',
            title: t('catalogueOptions.variations.label'),
            sortable: true,
            render: (v) => (
              <Button variant="subtle" size="compact-sm" onClick={() => setEditing(v)} data-testid={`edit-${v.id}`}>
                {v.label}
              </Button>
            ),
          },
          {
            accessor: 'variation',
            title: t('catalogueOptions.variations.field'),
            sortable: true,
            render: (v) => t('catalogueOptions.variations.fieldOption', { n: v.variation }),
          },
          {
            accessor: 'values',
            title: t('catalogueOptions.variations.values'),
            render: (v) =>
              v.values.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('catalogueOptions.variations.noValues')}
                </Text>
              ) : (
                <Group gap={4}>
                  {v.values.map((value) => (
                    <Badge key={value} size="sm" variant="light">
                      {value}
                    </Badge>
                  ))}
                </Group>
              ),
          },
        ]}
        onReorder={(id, position) => moveVariation(api, Number(id), position)}
      />
      {editing && (
        <VariationDialog
          variation={editing === 'new' ? null : editing}
          save={(body) => (editing === 'new' ? createVariation(api, body) : updateVariation(api, editing.id, body))}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: variationKeys.all })}
          onClose={close}
        />
      )}
    </>
  );
}
