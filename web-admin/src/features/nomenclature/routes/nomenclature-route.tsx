import { Badge, Group, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  createEntry,
  deleteEntry,
  isNomenclatureType,
  loadEntries,
  loadNomenclature,
  nomenclatureKeys,
  nomenclatureTypeList,
  updateEntry,
  type NomenclatureRow,
} from '../api/nomenclature-api.ts';
import { NomenclatureForm } from '../components/nomenclature-form.tsx';

const all = 'ALL';

/** The entry opened by `?edit=<id>`, found in the list of every entry. */
function EditEntry({ id, onDone }: { id: number; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: [...nomenclatureKeys.all, 'every'],
    queryFn: () => loadEntries(api, undefined),
  });
  const entry = entries.data?.find((e) => e.id === id);
  if (!entry) return null;
  return (
    <NomenclatureForm
      entry={entry}
      save={(body) => updateEntry(api, id, body)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: nomenclatureKeys.all })}
      onClose={onDone}
    />
  );
}

/**
 * `/superAdmin/nomenclature`: the values every site picks from (grapes, kinds, tastes, meals,
 * labels, meal icons, ingredients, award types), one tab per type (`?type=GRAPE`), on the list kit.
 * Add and edit in a dialog (`?add=1`, `?edit=<id>`); a value a product uses cannot be deleted (the
 * server's message is shown).
 */
export function NomenclatureRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const typeParam = search.get('type');
  const type: NomenclatureType | undefined = isNomenclatureType(typeParam) ? typeParam : undefined;
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const keep = (extra: Record<string, string> = {}) => ({ ...(type ? { type } : {}), ...extra });
  const close = () => setSearch(keep(), { replace: true });
  const path = (extra: Record<string, string>) =>
    to(`/superAdmin/nomenclature?${new URLSearchParams(keep(extra)).toString()}`);

  const tabs = (
    <Tabs
      value={type ?? all}
      onChange={(value) => setSearch(value && value !== all ? { type: value } : {})}
      data-testid="nomenclature-tabs"
    >
      <Tabs.List>
        <Tabs.Tab value={all} data-testid="tab-ALL">
          {t('nomenclature.allTypes')}
        </Tabs.Tab>
        {nomenclatureTypeList.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
            {t(`nomenclature.types.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );

  return (
    <>
      <ListScreen<NomenclatureRow>
        key={type ?? all}
        title={t('nomenclature.title')}
        testId="nomenclature-list"
        queryKey={[...nomenclatureKeys.all, type ?? all]}
        load={(query) => loadNomenclature(api, type, query)}
        rowId={(e) => e.id}
        toolbar={tabs}
        defaultSort={{ field: 'name', direction: 'asc' }}
        columns={[
          { accessor: 'name', title: t('nomenclature.name'), sortable: true },
          {
            accessor: 'type',
            title: t('nomenclature.type'),
            sortable: true,
            render: (e) => t(`nomenclature.types.${e.type}`),
          },
          {
            accessor: 'fr_FR',
            title: t('nomenclature.nameFr'),
            render: (e) => e.translations.fr_FR ?? t('common.none'),
          },
          {
            accessor: 'en_US',
            title: t('nomenclature.nameEn'),
            render: (e) => e.translations.en_US ?? t('common.none'),
          },
          {
            accessor: 'details',
            title: t('nomenclature.details'),
            render: (e) => (
              <Group gap={4}>
                {e.subtype && <Badge variant="light">{t(`nomenclature.subtypes.${e.subtype}`)}</Badge>}
                {e.allergen && (
                  <Badge variant="light" color="red">
                    {t('nomenclature.allergen')}
                  </Badge>
                )}
                {e.icon && <Badge variant="outline">{e.icon}</Badge>}
              </Group>
            ),
          },
        ]}
        filters={[{ field: 'name', label: t('nomenclature.name'), type: 'like' }]}
        remove={{ run: (e) => deleteEntry(api, e.id), describe: (e) => e.name }}
        addTo={path({ add: '1' })}
        addLabel={t('nomenclature.add')}
        editTo={(e) => path({ edit: String(e.id) })}
      />
      {adding && (
        <NomenclatureForm
          entry={null}
          defaultType={type}
          save={(body) => createEntry(api, body)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: nomenclatureKeys.all })}
          onClose={close}
        />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && <EditEntry key={editId} id={editId} onDone={close} />}
    </>
  );
}
