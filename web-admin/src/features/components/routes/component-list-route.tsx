import { Code, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import {
  componentKeys,
  componentsQuery,
  createComponent,
  loadComponents,
  updateComponent,
  type ComponentRow,
} from '../api/components-api.ts';
import { ComponentForm } from '../components/component-form.tsx';
import { useComponentsT } from '../components/components-text.ts';

/** The component opened by `?edit=<id>` (there is no single-component call: looked up in the catalogue). */
function EditComponent({ id, onDone }: { id: number; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const components = useQuery(componentsQuery(api));
  const component = components.data?.find((c) => c.id === id);
  if (!component) return null;
  return (
    <ComponentForm
      component={component}
      save={(body) => updateComponent(api, id, body)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: componentKeys.all })}
      onClose={onDone}
    />
  );
}

/**
 * `/superAdmin/component` (spec 1 §2): the catalogue of components sites add to their library — each a storefront
 * renderer (its slug) with a name, a description, an image model and a default configuration. Added in a dialog
 * (`?add=1`), edited in one (`?edit=<id>`).
 */
export function ComponentListRoute() {
  const t = useComponentsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });

  return (
    <>
      <ListScreen<ComponentRow>
        title={t('components.title')}
        testId="component-list"
        queryKey={componentKeys.all}
        load={(query) => loadComponents(api, query)}
        rowId={(c) => c.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('components.help')}
          </Text>
        }
        columns={[
          {
            accessor: 'imageModel',
            title: t('components.image'),
            render: (c) => <ListThumbnail src={c.imageModel} />,
          },
          { accessor: 'slug', title: t('components.slug'), sortable: true, render: (c) => <Code>{c.slug}</Code> },
          { accessor: 'name', title: t('components.name'), sortable: true },
          {
            accessor: 'description',
            title: t('components.description'),
            render: (c) => (
              <Text size="sm" lineClamp={2}>
                {c.description || t('common.none')}
              </Text>
            ),
          },
        ]}
        filters={[
          { field: 'name', label: t('components.name'), type: 'like' },
          { field: 'slug', label: t('components.slug'), type: 'like' },
        ]}
        addTo={to('/superAdmin/component?add=1')}
        addLabel={t('components.add')}
        editTo={(c) => to(`/superAdmin/component?edit=${c.id}`)}
        describe={(c) => c.name}
      />
      {adding && (
        <ComponentForm
          component={null}
          save={(body) => createComponent(api, body)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: componentKeys.all })}
          onClose={close}
        />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && <EditComponent key={editId} id={editId} onDone={close} />}
    </>
  );
}
