import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { detailsTypeInputSchema, type DetailsTypeView } from '@cellar/shared/catalog/catalog-misc';
import type { Lang } from '@cellar/shared/i18n/lang';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { keepFieldFocus, ownSubmit } from '../../../components/kit/dialog-form.tsx';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  createDetailsType,
  deleteDetailsType,
  detailsTypesQuery,
  productKeys,
  updateDetailsType,
} from '../api/products-api.ts';

/** The rule of a detail type's name, checked on save only (a line is not left empty by mistake). */
const nameRules = (values: { name: string }, lang: Lang) => schemaErrors(detailsTypeInputSchema, values, lang);

/** One detail type: its name edited in place, saved, or deleted after a confirmation. */
function DetailsTypeRow({ item, onDelete }: { item: DetailsTypeView; onDelete: (item: DetailsTypeView) => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: productKeys.detailsTypes });
  const row = useSaveForm({
    initialValues: { name: item.name },
    rules: nameRules,
    validateInputOnBlur: false,
    submit: ({ name }) => updateDetailsType(api, item.id, name),
    success: t('products.detailsTypes.updated'),
    onSaved: refresh,
    // The list is read again after a refusal too (the type may be gone).
    onError: refresh,
    fields: ['name'],
  });
  return (
    <form onSubmit={ownSubmit(row.onSubmit)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap" data-testid={`details-type-${item.id}`}>
        <TextInput
          style={{ flex: 1 }}
          aria-label={t('products.detailsTypes.name')}
          {...row.form.getInputProps('name')}
          // A refusal without a field message shows under the name too.
          error={row.form.errors.name ?? row.formError}
          data-testid={`details-type-name-${item.id}`}
        />
        <Button
          type="submit"
          variant="light"
          loading={row.pending}
          disabled={row.form.getValues().name === item.name}
          onMouseDown={keepFieldFocus}
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
          <RemoveIcon />
        </ActionIcon>
      </Group>
    </form>
  );
}

/**
 * The site's product detail types (`/admin/product-details-type`: the names of product features,
 * "Terroir", "Élevage"…) managed in a dialog of the product screen's features: add, rename, delete.
 */
export function DetailsTypesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const types = useQuery({ ...detailsTypesQuery(api), enabled: opened });
  const [toDelete, setToDelete] = useState<DetailsTypeView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.detailsTypes });
  const add = useSaveForm({
    initialValues: { name: '' },
    rules: nameRules,
    validateInputOnBlur: false,
    submit: ({ name }) => createDetailsType(api, name.trim()),
    success: t('products.detailsTypes.created'),
    onSaved: () => {
      add.form.reset();
      return refresh();
    },
    onError: () => void refresh(),
    fields: ['name'],
  });
  const remove = useMutation({
    mutationFn: (item: DetailsTypeView) => deleteDetailsType(api, item.id),
    onSuccess: () => toast('success', t('products.detailsTypes.deleted')),
    onError: (failure) => {
      if (!isRequestDropped(failure)) toast('error', errorMessage(failure, t('error.generic')));
    },
    onSettled: () => {
      setToDelete(null);
      return refresh();
    },
  });
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
          <form onSubmit={ownSubmit(add.onSubmit)} noValidate>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('products.detailsTypes.new')}
                {...add.form.getInputProps('name')}
                data-testid="details-type-new"
              />
              <Button
                type="submit"
                mt={25}
                loading={add.pending}
                onMouseDown={keepFieldFocus}
                data-testid="details-type-add"
              >
                {t('products.detailsTypes.add')}
              </Button>
            </Group>
          </form>
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
