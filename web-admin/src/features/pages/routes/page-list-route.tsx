import { useState } from 'react';
import { Alert, Button, EmptyState, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { pageKeys, pageTreeQuery, savePageOrder, setPageValid, type PageTreeNode } from '../api/pages-api.ts';
import { LibraryPanel } from '../components/library-panel.tsx';
import { PageDeleteDialog } from '../components/page-delete-dialog.tsx';
import { orderBody } from '../components/page-tree-order.ts';
import { PageTree } from '../components/page-tree.tsx';
import { usePagesT } from '../components/pages-text.ts';

/** The site's pages as the menu tree, ordered by drag and drop, switched valid or invalid, deleted. */
function PagesPanel() {
  const t = usePagesT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const tree = useQuery(pageTreeQuery(api));
  // The order shown at once after a drop, until the tree loads again (or the save fails).
  const [moved, setMoved] = useState<{ from: PageTreeNode[]; pages: PageTreeNode[] } | null>(null);
  const [toDelete, setToDelete] = useState<PageTreeNode | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: pageKeys.all });
  const failed = (error: unknown, fallback: string) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, fallback));
  };

  const reorder = useMutation({
    mutationFn: (pages: PageTreeNode[]) => savePageOrder(api, orderBody(pages)),
    onSuccess: (pages) => {
      queryClient.setQueryData(pageKeys.tree, pages);
      toast('success', translate('page.orderSaved', lang));
    },
    onError: (error) => {
      setMoved(null);
      failed(error, t('pages.reorder.failed'));
    },
    onSettled: refresh,
  });
  const valid = useMutation({
    mutationFn: ({ page, next }: { page: PageTreeNode; next: boolean }) => setPageValid(api, page.id, next),
    onSuccess: (_page, { next }) => toast('success', next ? t('pages.validated') : t('pages.invalidated')),
    onError: (error) => failed(error, t('error.generic')),
    onSettled: refresh,
  });

  if (tree.isPending) return <PageLoader />;
  if (tree.isError)
    return (
      <Alert color="red" title={t('pages.loadFailed')} data-testid="page-list-error">
        <Text mb="sm">{errorMessage(tree.error, t('error.generic'))}</Text>
        <Button size="xs" variant="light" onClick={() => void tree.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (tree.data.length === 0)
    return (
      <EmptyState
        title={t('pages.empty.title')}
        description={t('pages.empty.text')}
        data-testid="page-list-empty"
        py="xl"
      >
        <EmptyState.Actions>
          <Button component={Link} to={to('/page/add')}>
            {t('pages.newPage')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );

  const pages = moved && moved.from === tree.data ? moved.pages : tree.data;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('pages.help')}
      </Text>
      <PageTree
        pages={pages}
        onReorder={(next) => {
          setMoved({ from: tree.data, pages: next });
          reorder.mutate(next);
        }}
        reorderDisabled={reorder.isPending}
        onValidChange={(page, next) => valid.mutate({ page, next })}
        validPending={valid.isPending ? (valid.variables?.page.id ?? null) : null}
        onDelete={setToDelete}
      />
      {toDelete && (
        <PageDeleteDialog
          key={toDelete.id}
          page={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={() => {
            setToDelete(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

type PagesTab = 'pages' | 'library';

/**
 * `/page` (spec 1 §2 "Pages"): the site's pages as the menu tree (a new page, a page's content in the editor, its
 * information, its order, valid state and deletion), and in a second tab (`?tab=library`) the site's component library.
 */
export function PageListRoute() {
  const t = usePagesT();
  const to = useLocalePath();
  const [search, setSearch] = useSearchParams();
  const tab: PagesTab = search.get('tab') === 'library' ? 'library' : 'pages';
  return (
    <Stack gap="md" data-testid="page-list">
      <Group justify="space-between">
        <Title order={2}>{t('pages.title')}</Title>
        <Group gap="sm">
          <Button variant="default" component={Link} to={to('/page/live')} data-testid="page-publish">
            {t('pages.publish')}
          </Button>
          <Button component={Link} to={to('/page/add')} data-testid="page-add">
            {t('pages.newPage')}
          </Button>
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === 'library' ? { tab: 'library' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="pages" data-testid="pages-tab-pages">
            {t('pages.tabs.pages')}
          </Tabs.Tab>
          <Tabs.Tab value="library" data-testid="pages-tab-library">
            {t('pages.tabs.library')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pages" pt="md">
          <PagesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="library" pt="md">
          <LibraryPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
