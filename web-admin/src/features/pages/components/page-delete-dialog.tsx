import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { deletePage, type PageTreeNode } from '../api/pages-api.ts';
import { pageName } from './page-tree-order.ts';
import { usePagesT } from './pages-text.ts';

/**
 * Asks before deleting a page. The server refuses a page that still has sub-pages: its message stays in the
 * dialog (the page is still there), rather than in a toast that fades before it is read.
 */
export function PageDeleteDialog({
  page,
  onDeleted,
  onClose,
}: {
  page: PageTreeNode;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const t = usePagesT();
  const lang = useLang();
  const api = useApi();
  const deletion = useMutation({
    mutationFn: () => deletePage(api, page.id),
    onSuccess: () => {
      toast('success', translate('page.deleted', lang));
      onDeleted();
    },
  });
  const refused =
    deletion.isError && !isRequestDropped(deletion.error) ? errorMessage(deletion.error, t('error.generic')) : null;
  return (
    <Modal opened onClose={onClose} title={t('pages.deleteTitle')} centered data-testid="page-delete-dialog">
      <Text mb="md">{t('pages.confirmDelete', { name: pageName(page, t('pages.untitled')) })}</Text>
      {refused && (
        <Alert color="red" mb="md" data-testid="page-delete-error">
          {refused}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={deletion.isPending} data-testid="page-delete-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          onClick={() => deletion.mutate()}
          loading={deletion.isPending}
          disabled={refused !== null}
          data-testid="page-delete-confirm"
        >
          {t('pages.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
