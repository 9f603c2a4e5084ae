import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { detailsTypeInputSchema, type DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import {
  createDetailsType,
  deleteDetailsType,
  detailsTypesQuery,
  productKeys,
  updateDetailsType,
} from '../api/products-api.ts';

/** One detail type: its name edited in place, saved, or deleted after a confirmation. */
function DetailsTypeRow({ item, onDelete }: { item: DetailsTypeView; onDelete: (item: DetailsTypeView) => void }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => updateDetailsType(api, item.id, name),
    onSuccess: () => toast('success', t('products.detailsTypes.updated')),
    onError: (failure) => {
      if (isRequestDropped(failure)) return;
      const message =
        (isApiError(failure) && failure.fieldErrors.name?.join(' ')) || errorMessage(failure, t('error.generic'));
      setError(message);
      toast('error', message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productKeys.detailsTypes }),
  });
  const submit = () => {
    const rule = schemaErrors(detailsTypeInputSchema, { name }, lang).name;
    setError(rule ?? null);
    if (!rule) save.mutate();
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap" data-testid={`details-type-${item.id}`}>
      <TextInput
        style={{ flex: 1 }}
        aria-label={t('products.detailsTypes.name')}
        value={name}
        error={error}
        onChange={(e) => setName(e.currentTarget.value)}
        data-testid={`details-type-name-${item.id}`}
      />
      <Button
        variant="light"
        onClick={submit}
        loading={save.isPending}
        disabled={name === item.name}
        data-testid={`details-type-save-${item.id}`}
      >
        {t('common.save')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={() => onDelete(item)}
        aria-label={t('products.detailsTypes.deleteOf', { name: item.name })}
        data-testid={`details-type-delete-${item.id}`}
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 14 14"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        >
          <path d="M3.5 3.5l7 7M10.5 3.5l-7 7" />
        </svg>
      </ActionIcon>
    </Group>
  );
}

/**
 * The site's product detail types (`/admin/product-details-type`: the names of product features,
 * "Terroir", "Élevage"…) managed in a dialog of the product screen's features: add, rename, delete.
 */
export function DetailsTypesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const types = useQuery({ ...detailsTypesQuery(api), enabled: opened });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<DetailsTypeView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.detailsTypes });
  const failed = (failure: unknown) => {
    if (!isRequestDropped(failure)) toast('error', errorMessage(failure, t('error.generic')));
  };
  const add = useMutation({
    mutationFn: () => createDetailsType(api, name.trim()),
    onSuccess: () => {
      toast('success', t('products.detailsTypes.created'));
      setName('');
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.fieldErrors.name) setError(failure.fieldErrors.name.join(' '));
      failed(failure);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: DetailsTypeView) => deleteDetailsType(api, item.id),
    onSuccess: () => toast('success', t('products.detailsTypes.deleted')),
    onError: failed,
    onSettled: () => {
      setToDelete(null);
      return refresh();
    },
  });
  const submit = () => {
    const rule = schemaErrors(detailsTypeInputSchema, { name }, lang).name;
    setError(rule ?? null);
    if (!rule) add.mutate();
  };
  return (
    <>
      <Modal
        opened={opened && toDelete === null}
        onClose={onClose}
        title={t('products.detailsTypes.title')}
        size="lg"
        data-testid="details-types-modal"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('products.detailsTypes.help')}
          </Text>
          {types.isPending && <Text size="sm">{t('common.loading')}</Text>}
          {types.isError && (
            <Text size="sm" c="red">
              {errorMessage(types.error, t('error.generic'))}
            </Text>
          )}
          {types.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('products.detailsTypes.none')}
            </Text>
          )}
          {types.data?.map((item) => (
            <DetailsTypeRow key={`${item.id}-${item.name}`} item={item} onDelete={setToDelete} />
          ))}
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('products.detailsTypes.new')}
              value={name}
              error={error}
              onChange={(e) => setName(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  submit();
                }
              }}
              data-testid="details-type-new"
            />
            <Button mt={25} onClick={submit} loading={add.isPending} data-testid="details-type-add">
              {t('products.detailsTypes.add')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('kit.list.confirmDelete', { name: toDelete.name }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
