import { Badge, Group, Text } from '@mantine/core';
import { customizationCostTypes, customizationInputTypes } from '@cellar/shared/catalog/customization';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  customizationKeys,
  deleteCustomization,
  loadCustomizations,
  moveCustomization,
  type CustomizationRow,
} from '../api/customizations-api.ts';
import { useCustomizationsT } from '../components/customizations-text.ts';

/**
 * `/customization`: the site's customizations on the list kit — label, input type, cost type, values in order, how
 * many products link it; drag to order; edit on its screen; delete with confirmation (the server refuses a linked
 * one with its message).
 */
export function CustomizationListRoute() {
  const t = useCustomizationsT();
  const to = useLocalePath();
  const api = useApi();

  return (
    <ListScreen<CustomizationRow>
      title={t('catalogueOptions.customizations.title')}
      testId="customization-list"
      queryKey={customizationKeys.all}
      load={(query) => loadCustomizations(api, query)}
      rowId={(c) => c.id}
      toolbar={
        <Text size="sm" c="dimmed">
          {t('catalogueOptions.customizations.reorderHelp')}
        </Text>
      }
      columns={[
        { accessor: 'label', title: t('catalogueOptions.customizations.label'), sortable: true },
        {
          accessor: 'inputType',
          title: t('catalogueOptions.customizations.inputType'),
          sortable: true,
          render: (c) => t(`catalogueOptions.customizations.inputTypes.${c.inputType}`),
        },
        {
          accessor: 'costType',
          title: t('catalogueOptions.customizations.costType'),
          sortable: true,
          render: (c) => t(`catalogueOptions.customizations.costTypes.${c.costType}`),
        },
        {
          accessor: 'values',
          title: t('catalogueOptions.customizations.values'),
          render: (c) => (
            <Group gap={4}>
              {c.values.map((v) => (
                <Badge key={v.id} size="sm" variant="light">
                  {v.label}
                </Badge>
              ))}
            </Group>
          ),
        },
        { accessor: 'products', title: t('catalogueOptions.customizations.products') },
      ]}
      filters={[
        { field: 'label', label: t('catalogueOptions.customizations.label'), type: 'like' },
        {
          field: 'inputType',
          label: t('catalogueOptions.customizations.inputType'),
          type: 'equal',
          options: customizationInputTypes.map((v) => ({
            value: v,
            label: t(`catalogueOptions.customizations.inputTypes.${v}`),
          })),
        },
        {
          field: 'costType',
          label: t('catalogueOptions.customizations.costType'),
          type: 'equal',
          options: customizationCostTypes.map((v) => ({
            value: v,
            label: t(`catalogueOptions.customizations.costTypes.${v}`),
          })),
        },
      ]}
      onReorder={(id, position) => moveCustomization(api, Number(id), position)}
      remove={{ run: (c) => deleteCustomization(api, c.id), describe: (c) => c.label }}
      addTo={to('/customization/add')}
      addLabel={t('catalogueOptions.customizations.add')}
      editTo={(c) => to(`/customization/update/${c.id}`)}
    />
  );
}
