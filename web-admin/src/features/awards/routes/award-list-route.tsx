import { Image, Paper } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  awardKeys,
  awardProductsQuery,
  awardTypesQuery,
  createAward,
  deleteAward,
  findAward,
  loadAwards,
  updateAward,
  type AwardRow,
} from '../api/awards-api.ts';
import { AwardForm } from '../components/award-form.tsx';

/** The award opened by `?edit=<id>` (there is no single-award call: looked up in the list). */
function EditAward({ id, onDone }: { id: number; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const award = useQuery({ queryKey: awardKeys.one(id), queryFn: () => findAward(api, id) });
  if (!award.data) return null;
  return (
    <AwardForm
      award={award.data}
      save={(body) => updateAward(api, id, body)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: awardKeys.all })}
      onClose={onDone}
    />
  );
}

/**
 * `/award` (spec 1 §2, "Press and Awards"): the site's awards on the list kit, the form in a dialog
 * on the same screen — `/award?add=1` to add one, `/award?edit=<id>` to edit one, so the spec's
 * single route keeps a link for each.
 */
export function AwardListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const products = useQuery(awardProductsQuery(api));
  const types = useQuery(awardTypesQuery(api));
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });

  return (
    <>
      <ListScreen<AwardRow>
        title={t('awards.title')}
        testId="award-list"
        queryKey={awardKeys.all}
        load={(query) => loadAwards(api, query)}
        rowId={(a) => a.id}
        defaultSort={{ field: 'year', direction: 'desc' }}
        columns={[
          {
            accessor: 'image',
            title: t('awards.image'),
            render: (a) =>
              a.image ? (
                <Image src={a.image.url} alt={a.image.alt} w={48} h={48} fit="contain" radius="sm" />
              ) : (
                <Paper w={48} h={48} bg="gray.1" radius="sm" />
              ),
          },
          { accessor: 'title', title: t('awards.titleField'), sortable: true },
          { accessor: 'productName', title: t('awards.product'), render: (a) => a.productName ?? t('common.none') },
          { accessor: 'typeName', title: t('awards.type'), render: (a) => a.typeName ?? t('common.none') },
          { accessor: 'year', title: t('awards.year'), sortable: true },
          { accessor: 'city', title: t('awards.city'), render: (a) => `${a.city.city} (${a.city.postalCode})` },
        ]}
        filters={[
          { field: 'title', label: t('awards.titleField'), type: 'like' },
          { field: 'year', label: t('awards.year'), type: 'equal' },
          {
            field: 'idProduct',
            label: t('awards.product'),
            type: 'equal',
            options: (products.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          },
          {
            field: 'type',
            label: t('awards.type'),
            type: 'equal',
            options: (types.data ?? []).map((k) => ({ value: String(k.id), label: k.name })),
          },
        ]}
        remove={{ run: (a) => deleteAward(api, a.id), describe: (a) => a.title }}
        addTo={to('/award?add=1')}
        addLabel={t('awards.add')}
        editTo={(a) => to(`/award?edit=${a.id}`)}
      />
      {adding && (
        <AwardForm
          award={null}
          save={(body) => createAward(api, body)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: awardKeys.all })}
          onClose={close}
        />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && <EditAward key={editId} id={editId} onDone={close} />}
    </>
  );
}
