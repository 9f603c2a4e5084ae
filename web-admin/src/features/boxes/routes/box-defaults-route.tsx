import { Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  boxKeys,
  createGlobalBox,
  deleteGlobalBox,
  loadDefaultBoxes,
  loadGlobalBox,
  updateGlobalBox,
  type GlobalBox,
  type GlobalBoxBody,
} from '../api/boxes-api.ts';
import { BoxForm } from '../components/box-form.tsx';
import { useBoxesT, useBoxText } from '../components/box-text.ts';

/** The global box opened by `?edit=<id>`. */
function EditGlobalBox({ id, onSaved, onDone }: { id: number; onSaved: () => void; onDone: () => void }) {
  const api = useApi();
  const box = useQuery({ queryKey: boxKeys.oneGlobal(id), queryFn: () => loadGlobalBox(api, id) });
  if (!box.data) return null;
  return (
    <BoxForm
      kind="global"
      box={box.data}
      save={(body) => updateGlobalBox(api, id, body as GlobalBoxBody)}
      onSaved={onSaved}
      onClose={onDone}
    />
  );
}

/**
 * `/superAdmin/defaults/box`: the global boxes (default data of every site, written by
 * `/admin/global/box` whatever the site) of the Vignoble Export and La Ruche ranges, with how many
 * sites chose each; add and edit in a dialog (`?add=1`, `?edit=<id>`), delete after a
 * confirmation (a box a site chose or a carrier names answers 409: the server's message is shown).
 */
export function BoxDefaultsRoute() {
  const t = useBoxesT();
  const text = useBoxText();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });
  // The dialog closes itself after a save.
  const saved = () => void queryClient.invalidateQueries({ queryKey: boxKeys.all });

  return (
    <>
      <ListScreen<GlobalBox>
        title={t('boxes.defaults.title')}
        testId="box-defaults-list"
        queryKey={boxKeys.defaults}
        load={(query) => loadDefaultBoxes(api, query)}
        rowId={(box) => box.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('boxes.defaults.help')}
          </Text>
        }
        defaultSort={{ field: 'name', direction: 'asc' }}
        columns={[
          { accessor: 'name', title: t('boxes.name'), sortable: true, render: (box) => text.name(box) },
          { accessor: 'type', title: t('boxes.range'), sortable: true, render: (box) => t(`boxes.ranges.${box.type}`) },
          {
            accessor: 'mainType',
            title: t('boxes.mainType'),
            sortable: true,
            render: (box) => t(`boxes.mainTypes.${box.mainType}`),
          },
          { accessor: 'size', title: t('boxes.size'), render: (box) => text.size(box) },
          { accessor: 'dimensions', title: t('boxes.dimensions'), render: (box) => text.dimensions(box) },
          { accessor: 'boxWeight', title: t('boxes.weight'), render: (box) => text.weight(box) },
          {
            accessor: 'sites',
            title: t('boxes.defaults.sites'),
            sortable: true,
            render: (box) => t('boxes.defaults.sitesValue', { count: box.sites }),
          },
        ]}
        filters={[
          { field: 'name', label: t('boxes.name'), type: 'like' },
          {
            field: 'type',
            label: t('boxes.range'),
            type: 'equal',
            options: [
              { value: 'VIGNOBLE_EXPORT', label: t('boxes.ranges.VIGNOBLE_EXPORT') },
              { value: 'LA_RUCHE', label: t('boxes.ranges.LA_RUCHE') },
            ],
          },
        ]}
        remove={{ run: (box) => deleteGlobalBox(api, box.id), describe: (box) => text.name(box) }}
        addTo={to('/superAdmin/defaults/box?add=1')}
        addLabel={t('boxes.defaults.add')}
        editTo={(box) => to(`/superAdmin/defaults/box?edit=${box.id}`)}
      />
      {adding && (
        <BoxForm
          kind="global"
          box={null}
          save={(body) => createGlobalBox(api, body as GlobalBoxBody)}
          onSaved={saved}
          onClose={close}
        />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && (
        <EditGlobalBox key={editId} id={editId} onSaved={saved} onDone={close} />
      )}
    </>
  );
}
