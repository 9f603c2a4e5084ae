import { useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { blogKeys, blogTreeQuery, createFolder, deleteFolder, updateFolder } from '../api/blog-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { useBlogT } from '../components/blog-text.ts';
import { FolderDialog } from '../components/folder-dialog.tsx';
import { FolderTree } from '../components/folder-tree.tsx';

/**
 * `/blog` (spec 1 §2): the folder tree (create, rename, move, delete an empty folder) beside the selected folder's
 * articles (`?folder=<id>`; none: the root), with links to a new article and to the article generator.
 */
export function BlogRoute() {
  const t = useBlogT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tree = useQuery(blogTreeQuery(api));
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const folders = tree.data?.folders ?? [];
  const wanted = Number(search.get('folder'));
  const folder = folders.find((one) => one.id === wanted) ?? null;
  const select = (id: number | null) => setSearch(id === null ? {} : { folder: String(id) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: blogKeys.all });

  const remove = useMutation({
    mutationFn: (id: number) => deleteFolder(api, id),
    onSuccess: async () => {
      toast('success', t('blog.folderDeleted'));
      setConfirming(false);
      select(folder?.idParent ?? null);
      await refresh();
    },
    // A folder holding folders or articles is refused: the server says so.
    onError: (error) => {
      setConfirming(false);
      toast('error', errorMessage(error, t('error.generic')));
    },
  });

  if (tree.isPending) return <PageLoader />;
  if (tree.isError)
    return (
      <LoadError
        title={t('blog.foldersError')}
        error={tree.error}
        onRetry={() => void tree.refetch()}
        testId="blog-error"
      />
    );

  return (
    <Stack gap="md" data-testid="blog-screen">
      <Title order={2}>{t('blog.title')}</Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={4}>{t('blog.folders')}</Title>
              <FolderTree folders={folders} selected={folder?.id ?? null} onSelect={select} />
              <Group gap="xs">
                <Button size="xs" onClick={() => setDialog('new')} data-testid="blog-folder-new">
                  {t('blog.newFolder')}
                </Button>
                {folder && (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setDialog('edit')}
                      data-testid="blog-folder-edit"
                    >
                      {t('blog.editFolder')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setConfirming(true)}
                      data-testid="blog-folder-delete"
                    >
                      {t('blog.deleteFolder')}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ArticleList
            key={folder?.id ?? 'root'}
            idFolder={folder?.id ?? null}
            folderName={folder?.name ?? t('blog.root')}
          />
        </Grid.Col>
      </Grid>
      {dialog && (
        <FolderDialog
          folder={dialog === 'edit' ? folder : null}
          parent={folder?.id ?? null}
          folders={folders}
          save={(body) => (dialog === 'edit' && folder ? updateFolder(api, folder.id, body) : createFolder(api, body))}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {folder && (
        <ConfirmDialog
          opened={confirming}
          title={t('blog.deleteFolder')}
          message={t('blog.deleteFolderConfirm', { name: folder.name })}
          confirmLabel={t('kit.list.delete')}
          busy={remove.isPending}
          onConfirm={() => remove.mutate(folder.id)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
