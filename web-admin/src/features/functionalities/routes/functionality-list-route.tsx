import { Badge, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import {
  createFunctionality,
  functionalitiesQuery,
  functionalityKeys,
  updateFunctionality,
  type FunctionalityRow,
} from '../api/functionalities-api.ts';
import { FunctionalityForm } from '../components/functionality-form.tsx';
import { useFunctionalitiesT } from '../components/functionality-text.ts';

/**
 * `/superAdmin/functionality` (spec 1 §2, §3 "Site functionality: key"): the keys a super-admin links to sites, with
 * what each opens (the catalogue of the code) — add and edit in a dialog (`?add=1`, `?edit=<id>`). No delete: the
 * spec has none, and sites may hold the key.
 */
export function FunctionalityListRoute() {
  const t = useFunctionalitiesT();
  const to = useLocalePath();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const all = useQuery(functionalitiesQuery(api));
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const editing = all.data?.functionalities.find((f) => f.id === editId) ?? null;
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: functionalityKeys.all });

  return (
    <>
      <ListScreen<FunctionalityRow>
        title={t('functionalities.title')}
        testId="functionality-list"
        queryKey={functionalityKeys.part('screen')}
        load={async (query) =>
          pageOfRows((await queryClient.fetchQuery(functionalitiesQuery(api))).functionalities, query, {
            defaultOrder: 'key',
            locale: lang.slice(0, 2),
          })
        }
        rowId={(f) => f.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('functionalities.intro')}
          </Text>
        }
        columns={[
          { accessor: 'key', title: t('functionalities.key'), sortable: true },
          { accessor: 'label', title: t('functionalities.label'), sortable: true },
          {
            accessor: 'description',
            title: t('functionalities.description'),
            render: (f) => (
              <Text size="sm" lineClamp={2}>
                {f.description}
              </Text>
            ),
          },
          { accessor: 'gates', title: t('functionalities.gates'), render: (f) => <Gates functionality={f} /> },
        ]}
        filters={[
          { field: 'key', label: t('functionalities.key'), type: 'like' },
          { field: 'label', label: t('functionalities.label'), type: 'like' },
        ]}
        addTo={to('/superAdmin/functionality?add=1')}
        addLabel={t('functionalities.add')}
        editTo={(f) => to(`/superAdmin/functionality?edit=${f.id}`)}
      />
      {adding && (
        <FunctionalityForm
          functionality={null}
          save={(body) => createFunctionality(api, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
      {!adding && editing && (
        <FunctionalityForm
          key={editing.id}
          functionality={editing}
          save={(body) => updateFunctionality(api, editing.id, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </>
  );
}

function Gates({ functionality: f }: { functionality: FunctionalityRow }) {
  const t = useFunctionalitiesT();
  if (!f.builtIn || (f.gatedGroups.length === 0 && f.gatedRoutes.length === 0))
    return (
      <Badge size="sm" variant="light" color="gray">
        {t('functionalities.option')}
      </Badge>
    );
  return (
    <Group gap={4}>
      {f.gatedGroups.map((group) => (
        <Badge key={group} size="sm" variant="light">
          {t('functionalities.groups', { group })}
        </Badge>
      ))}
      {f.gatedRoutes.length > 0 && (
        <Badge size="sm" variant="light">
          {t('functionalities.routes', { count: f.gatedRoutes.length })}
        </Badge>
      )}
    </Group>
  );
}
