import { useState } from 'react';
import { Button, Code, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { pageOfRows } from '../../../components/kit/list-query.ts';
import { libraryKeys, loadLibrary, removeFromLibrary, type LibraryComponentView } from '../api/library-api.ts';
import { LibraryAddDialog, LibraryRenameDialog, LibrarySettingsDialog } from './library-dialogs.tsx';
import { usePagesT } from './pages-text.ts';

type LibraryDialog =
  | { kind: 'add' }
  | { kind: 'rename'; component: LibraryComponentView }
  | { kind: 'settings'; component: LibraryComponentView };

/**
 * The second tab of `/page`: the site's component library (`GET /admin/library`), the components its pages can hold.
 * A component is added from the catalogue, renamed, given the settings its new blocks start from, or removed.
 */
export function LibraryPanel() {
  const t = usePagesT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  const close = () => setDialog(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: libraryKeys.all });

  return (
    <>
      <ListScreen<LibraryComponentView>
        title={t('pages.library.title')}
        testId="library-list"
        queryKey={libraryKeys.all}
        load={async (query) =>
          pageOfRows(await loadLibrary(api), query, { defaultOrder: 'name', locale: lang.slice(0, 2) })
        }
        rowId={(c) => c.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('pages.library.help')}
          </Text>
        }
        columns={[
          {
            accessor: 'imageModel',
            title: t('pages.library.image'),
            render: (c) => <ListThumbnail src={c.imageModel} />,
          },
          { accessor: 'name', title: t('pages.library.name'), sortable: true },
          {
            accessor: 'slug',
            title: t('pages.library.type'),
            render: (c) => (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{t(`pages.slugs.${c.slug}`)}</Text>
                <Code>{c.slug}</Code>
              </Group>
            ),
          },
          {
            accessor: 'description',
            title: t('pages.library.description'),
            render: (c) => (
              <Text size="sm" lineClamp={2}>
                {c.description || t('common.none')}
              </Text>
            ),
          },
          {
            accessor: 'settings',
            title: t('pages.library.manage'),
            render: (c) => (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setDialog({ kind: 'settings', component: c })}
                  aria-label={t('pages.library.settingsOf', { name: c.name })}
                  data-testid={`library-settings-${c.id}`}
                >
                  {t('pages.library.settings')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setDialog({ kind: 'rename', component: c })}
                  aria-label={t('pages.library.renameOf', { name: c.name })}
                  data-testid={`library-rename-${c.id}`}
                >
                  {t('pages.library.rename')}
                </Button>
              </Group>
            ),
          },
        ]}
        filters={[{ field: 'name', label: t('pages.library.name'), type: 'like' }]}
        remove={{
          run: async (c) => {
            await removeFromLibrary(api, c.id);
          },
          describe: (c) => c.name,
        }}
        actions={
          <Button onClick={() => setDialog({ kind: 'add' })} data-testid="library-add">
            {t('pages.library.add')}
          </Button>
        }
      />
      {dialog?.kind === 'add' && <LibraryAddDialog onSaved={refresh} onClose={close} />}
      {dialog?.kind === 'rename' && (
        <LibraryRenameDialog key={dialog.component.id} component={dialog.component} onSaved={refresh} onClose={close} />
      )}
      {dialog?.kind === 'settings' && (
        <LibrarySettingsDialog
          key={dialog.component.id}
          component={dialog.component}
          onSaved={refresh}
          onClose={close}
        />
      )}
    </>
  );
}
