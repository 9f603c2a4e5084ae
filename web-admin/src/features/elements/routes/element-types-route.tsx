import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { isSuperAdmin } from '../../../lib/session/guards.ts';
import { meQuery } from '../../../lib/session/session-queries.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { EditIcon } from '../../../components/kit/row-icons.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  deleteElement,
  elementKeys,
  elementModelsQuery,
  importElement,
  loadElements,
  moveElement,
  type ElementRow,
} from '../api/elements-api.ts';
import { ElementTypeForm } from '../components/element-type-form.tsx';
import { useElementsT } from '../components/elements-text.ts';

/** The models of site 0 a site imports, each with its button. */
function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useElementsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const models = useQuery(elementModelsQuery(api));
  const imported = useMutation({
    mutationFn: (id: number) => importElement(api, id),
    onSuccess: async () => {
      toast('success', t('elements.imported'));
      await queryClient.invalidateQueries({ queryKey: elementKeys.all });
      onClose();
    },
    onError: (error) => toast('error', errorMessage(error, t('error.generic'))),
  });
  return (
    <Modal opened onClose={onClose} title={t('elements.importTitle')} data-testid="element-import">
      {models.isPending && <PageLoader />}
      {models.isError && <Alert color="red">{t('elements.loadFailed')}</Alert>}
      {models.data?.length === 0 && <Text c="dimmed">{t('elements.importEmpty')}</Text>}
      <Stack gap="xs">
        {models.data?.map((model) => (
          <Group key={model.id} justify="space-between">
            <Text>
              {model.name}{' '}
              <Text span c="dimmed">
                /{model.route}
              </Text>
            </Text>
            <Button
              size="xs"
              onClick={() => imported.mutate(model.id)}
              loading={imported.isPending && imported.variables === model.id}
              data-testid={`element-import-${model.id}`}
            >
              {t('elements.importOne')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Modal>
  );
}

/**
 * `/element` (spec 1 §2) and `/superAdmin/element` (the models of site 0, which the super-admin layout works on): the
 * elements in menu order, each with its fields and items counts and a link to its items. Defining them is a
 * super-admin's power (spec 1 §6 "site elements"): create, edit (fields dragged to order), delete with confirmation,
 * drag to order and import a model show to a super-admin only.
 */
export function ElementTypesRoute({ area = 'admin' }: { area?: 'admin' | 'superAdmin' }) {
  const t = useElementsT();
  const to = useLocalePath();
  const api = useApi();
  const me = useQuery(meQuery(api));
  const { showMenuAsAdmin } = useSession();
  const defines = isSuperAdmin(me.data, showMenuAsAdmin);
  const models = area === 'superAdmin';
  const [editing, setEditing] = useState<ElementRow | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <ListScreen<ElementRow>
        title={models ? t('elements.modelsTitle') : t('elements.title')}
        testId="element-types"
        queryKey={elementKeys.part('types', models ? 'models' : 'site')}
        load={() => loadElements(api)}
        rowId={(element) => element.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {models ? t('elements.modelsHelp') : t('elements.help')}
          </Text>
        }
        actions={
          defines ? (
            <Group gap="xs">
              {!models && (
                <Button variant="default" onClick={() => setImporting(true)} data-testid="element-import-open">
                  {t('elements.import')}
                </Button>
              )}
              <Button onClick={() => setEditing('new')} data-testid="element-add">
                {t('elements.add')}
              </Button>
            </Group>
          ) : undefined
        }
        columns={[
          {
            accessor: 'name',
            title: t('elements.name'),
            render: (element) =>
              models ? (
                element.name
              ) : (
                <Anchor
                  component={Link}
                  to={to(`/element/${element.route}`)}
                  data-testid={`element-open-${element.id}`}
                >
                  {element.name}
                </Anchor>
              ),
          },
          { accessor: 'route', title: t('elements.route') },
          { accessor: 'fields', title: t('elements.fieldCount'), render: (element) => element.fields.length },
          ...(models ? [] : [{ accessor: 'itemCount', title: t('elements.itemCount') }]),
          ...(defines
            ? [
                {
                  accessor: 'edit',
                  title: '',
                  render: (element: ElementRow) => (
                    <Button
                      variant="subtle"
                      size="xs"
                      leftSection={<EditIcon />}
                      onClick={() => setEditing(element)}
                      data-testid={`element-edit-${element.id}`}
                    >
                      {t('elements.editTitle')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        onReorder={defines ? (id, position) => moveElement(api, Number(id), position) : undefined}
        remove={defines ? { run: (element) => deleteElement(api, element.id), describe: (e) => e.name } : undefined}
        describe={(element) => element.name}
      />
      {editing !== null && (
        <ElementTypeForm element={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}
