import { Badge, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { baseFontsQuery, fontKeys } from '../../../lib/site-fonts.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import { createBaseFont, deleteBaseFont, moveBaseFont, updateBaseFont, type BaseFontRow } from '../api/fonts-api.ts';
import { BaseFontForm } from '../components/base-font-form.tsx';
import { useFontFaces } from '../components/font-faces.ts';
import { useFontsT } from '../components/font-text.ts';

/**
 * `/superAdmin/fonts` (spec 1 §2, §3 "Font"): the base fonts every site chooses from, in their order (moved by drag
 * or keyboard), each with a preview in its own face; the form in a dialog on the same screen (`?add=1`,
 * `?edit=<id>`), delete with confirmation.
 */
export function BaseFontListRoute() {
  const t = useFontsT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const all = useQuery(baseFontsQuery(api));
  useFontFaces(all.data?.list);
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const editing = all.data?.list.find((font) => font.id === editId) ?? null;
  const close = () => setSearch({}, { replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: fontKeys.all });

  return (
    <>
      <ListScreen<BaseFontRow>
        title={t('fonts.baseTitle')}
        testId="base-font-list"
        queryKey={fontKeys.part('base', 'screen')}
        load={async (query) => pageOfRows((await queryClient.fetchQuery(baseFontsQuery(api))).list, query)}
        rowId={(font) => font.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('fonts.baseIntro')}
          </Text>
        }
        columns={[
          { accessor: 'family', title: t('fonts.family') },
          { accessor: 'weight', title: t('fonts.weight') },
          { accessor: 'style', title: t('fonts.style'), render: (font) => t(`fonts.styles.${font.style}`) },
          {
            accessor: 'woff2Url',
            title: t('fonts.files'),
            render: (font) => (
              <Group gap={4}>
                <Badge size="sm" variant="light">
                  {t('fonts.woff2')}
                </Badge>
                {font.woffUrl && (
                  <Badge size="sm" variant="light" color="gray">
                    {t('fonts.woff')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'updatedAt',
            title: t('fonts.preview'),
            render: (font) => (
              <Text
                size="md"
                style={{ fontFamily: `"${font.family}"`, fontWeight: font.weight, fontStyle: font.style }}
                data-testid={`preview-${font.id}`}
              >
                {t('fonts.sample')}
              </Text>
            ),
          },
        ]}
        onReorder={(id, position) => moveBaseFont(api, Number(id), position).then(refresh)}
        remove={{
          run: (font) => deleteBaseFont(api, font.id).then(refresh),
          describe: (font) => `${font.family} ${font.weight}`,
        }}
        addTo={to('/superAdmin/fonts?add=1')}
        addLabel={t('fonts.add')}
        editTo={(font) => to(`/superAdmin/fonts?edit=${font.id}`)}
      />
      {adding && (
        <BaseFontForm font={null} save={(body) => createBaseFont(api, body)} onSaved={refresh} onClose={close} />
      )}
      {!adding && editing && (
        <BaseFontForm
          key={editing.id}
          font={editing}
          save={(body) => updateBaseFont(api, editing.id, body)}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </>
  );
}
