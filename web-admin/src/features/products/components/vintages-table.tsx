import './vintages-table.css';
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VintageView } from '@cellar/shared/catalog/product-view';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { DeleteIcon, EditIcon, smallIconProps } from '../../../components/kit/row-icons.tsx';
import {
  createVintage,
  deleteVintage,
  moveVintage,
  productKeys,
  setVintageValid,
  updateVintage,
  type VintageBody,
} from '../api/products-api.ts';
import { ELabelActions } from './e-label-actions.tsx';
import type { Choice } from './grapes-field.tsx';
import { useFormatNumber } from './nutrition-fields.tsx';
import { VintageModal } from './vintage-modal.tsx';

function Arrow({ up }: { up: boolean }) {
  return (
    <svg {...smallIconProps}>
      <path d={up ? 'M7 11V3M3.5 6.5 7 3l3.5 3.5' : 'M7 3v8M3.5 7.5 7 11l3.5-3.5'} />
    </svg>
  );
}

/**
 * The vintages of a wine (edit screen): add and edit in a dialog with the vintage rules, valid
 * toggle, delete after a confirmation, order (up/down), and each vintage's e-label (page and QR code).
 * Actions are icons named for the vintage with their verb in a tooltip, as in the list kit: worded
 * buttons made the table ~1 040 px wide where a 1 366 px window with both side panels leaves ~760.
 */
export function VintagesTable({
  idProduct,
  isVintage,
  vintages,
  ingredients,
}: {
  idProduct: number;
  isVintage: boolean;
  vintages: VintageView[];
  ingredients: Choice[];
}) {
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const format = useFormatNumber();
  const [editing, setEditing] = useState<VintageView | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<VintageView | null>(null);
  const rows = [...vintages].sort((a, b) => a.order - b.order);
  // The product's key is under `productKeys.all`: the screen and the list load again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: productKeys.all });
  // A 409 (the stock or the vintage changed meanwhile): the table loads the vintages again, so the
  // dialog opened anew starts from the stock as it is; the open dialog keeps what was typed.
  const reloadOnConflict = (error: unknown): never => {
    if (isApiError(error) && error.status === 409) void refresh();
    throw error;
  };
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const valid = useMutation({
    mutationFn: ({ vintage, next }: { vintage: VintageView; next: boolean }) => setVintageValid(api, vintage.id, next),
    onSuccess: (_data, { next }) => toast('success', next ? t('kit.list.validated') : t('kit.list.invalidated')),
    onError: failed,
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: ({ vintage, to }: { vintage: VintageView; to: number }) => moveVintage(api, vintage.id, to),
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('reorder.failed')));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (vintage: VintageView) => deleteVintage(api, vintage.id),
    onSuccess: () => toast('success', t('products.vintages.deleted')),
    onError: failed,
    onSettled: () => {
      setToDelete(null);
      return refresh();
    },
  });
  const yearOf = (v: VintageView) => (v.year === null ? t('products.vintages.noYear') : String(v.year));
  const busy = valid.isPending || move.isPending || remove.isPending;

  return (
    <Paper withBorder p="lg" data-testid="vintages">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('products.vintages.title')}</Title>
          <Button onClick={() => setEditing('new')} data-testid="vintage-add">
            {t('products.vintages.add')}
          </Button>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed">{t('products.vintages.none')}</Text>
        ) : (
          // Scrolls only when the columns, their text wrapped, need more than the screen gives; the actions stay pinned
          // then.
          <Table.ScrollContainer minWidth={560}>
            <Table className="cellar-vintages-table" striped highlightOnHover horizontalSpacing={8}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('reorder.column')}</Table.Th>
                  <Table.Th>{t('products.year')}</Table.Th>
                  <Table.Th>{t('products.capacity')}</Table.Th>
                  <Table.Th>{t('products.price')}</Table.Th>
                  <Table.Th>{t('products.stock')}</Table.Th>
                  <Table.Th>{t('products.energy')}</Table.Th>
                  <Table.Th>{t('kit.list.valid')}</Table.Th>
                  <Table.Th>{t('products.eLabel.title')}</Table.Th>
                  <Table.Th ta="right" className="cellar-pinned">
                    {t('kit.list.actions')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((v, index) => (
                  <Table.Tr key={v.id} data-testid={`vintage-row-${v.id}`}>
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={busy || index === 0}
                          onClick={() => move.mutate({ vintage: v, to: index - 1 })}
                          aria-label={t('products.vintages.moveUp', { year: yearOf(v) })}
                        >
                          <Arrow up />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={busy || index === rows.length - 1}
                          onClick={() => move.mutate({ vintage: v, to: index + 1 })}
                          aria-label={t('products.vintages.moveDown', { year: yearOf(v) })}
                        >
                          <Arrow up={false} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                    <Table.Td>{yearOf(v)}</Table.Td>
                    <Table.Td className="cellar-figure">{`${format(v.capacity)} ${v.capacityUnit}`}</Table.Td>
                    <Table.Td className="cellar-figure">
                      {t('products.priceValue', { price: format(v.price) })}
                    </Table.Td>
                    <Table.Td>{v.quantity}</Table.Td>
                    <Table.Td>
                      {v.energy
                        ? t('products.energyValue', { kj: format(v.energy.kj), kcal: format(v.energy.kcal) })
                        : t('common.none')}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        checked={v.valid}
                        disabled={busy}
                        aria-label={t('kit.list.validOf', { name: yearOf(v) })}
                        onChange={(event) => valid.mutate({ vintage: v, next: event.currentTarget.checked })}
                        data-testid={`vintage-valid-${v.id}`}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ELabelActions idVintage={v.id} year={v.year} yearLabel={yearOf(v)} />
                    </Table.Td>
                    <Table.Td className="cellar-pinned">
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('kit.list.edit')}>
                          <ActionIcon
                            variant="light"
                            onClick={() => setEditing(v)}
                            aria-label={t('products.vintages.editOf', { year: yearOf(v) })}
                            data-testid={`vintage-edit-${v.id}`}
                          >
                            <EditIcon />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('kit.list.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            onClick={() => setToDelete(v)}
                            aria-label={t('products.vintages.deleteOf', { year: yearOf(v) })}
                            data-testid={`vintage-delete-${v.id}`}
                          >
                            <DeleteIcon />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing !== null && (
        <VintageModal
          vintage={editing === 'new' ? null : editing}
          base={rows[rows.length - 1]}
          isVintage={isVintage}
          ingredients={ingredients}
          save={(body) =>
            editing === 'new'
              ? createVintage(api, idProduct, body as VintageBody)
              : updateVintage(api, editing.id, body).catch(reloadOnConflict)
          }
          onSaved={() => void refresh()}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('kit.list.confirmTitle')}
        message={toDelete ? t('products.vintages.confirmDelete', { year: yearOf(toDelete) }) : ''}
        confirmLabel={t('kit.list.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </Paper>
  );
}
