import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Switch, Text, Title, Tooltip } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomizationLinkView } from '@cellar/shared/catalog/customization';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { SortableRows } from '../../../components/kit/sortable-rows.tsx';
import {
  customizationChoicesQuery,
  linkCustomization,
  moveLink,
  setLinkRequired,
  unlinkCustomization,
} from '../api/product-options-api.ts';
import { productKeys } from '../api/products-api.ts';
import { useProductOptionsT } from './product-options-text.ts';

/**
 * The customizations a product offers (its edit screen): add one of the site's, mark it required, remove it, and
 * order them by drag and drop — the order the storefront's product page shows them in. Every call answers the
 * product's links; the product is read again.
 */
export function ProductCustomizations({ idProduct, links }: { idProduct: number; links: CustomizationLinkView[] }) {
  const t = useProductOptionsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const choices = useQuery(customizationChoicesQuery(api));
  const [chosen, setChosen] = useState('');
  const [moved, setMoved] = useState<{ from: CustomizationLinkView[]; links: CustomizationLinkView[] } | null>(null);
  const shown = (moved && moved.from === links ? moved.links : [...links].sort((a, b) => a.order - b.order)) ?? [];

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.one(idProduct) }),
      queryClient.invalidateQueries({ queryKey: ['customizations'] }),
    ]);
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };
  const link = useMutation({
    mutationFn: (idCustomization: number) => linkCustomization(api, idProduct, idCustomization, false),
    onSuccess: () => {
      toast('success', translate('customization.linked', lang));
      setChosen('');
    },
    onError: failed,
    onSettled: refresh,
  });
  const required = useMutation({
    mutationFn: ({ id, next }: { id: number; next: boolean }) => setLinkRequired(api, idProduct, id, next),
    onError: failed,
    onSettled: refresh,
  });
  const unlink = useMutation({
    mutationFn: (id: number) => unlinkCustomization(api, idProduct, id),
    onSuccess: () => toast('success', translate('customization.unlinked', lang)),
    onError: failed,
    onSettled: refresh,
  });
  const move = useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) => moveLink(api, idProduct, id, position),
    onError: (error) => {
      setMoved(null);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('reorder.failed')));
    },
    onSettled: refresh,
  });

  const all = choices.data ?? [];
  const labelOf = (id: number) => all.find((c) => c.id === id)?.label ?? `#${id}`;
  const available = all.filter((c) => !links.some((l) => l.idCustomization === c.id));

  return (
    <Stack gap="sm" data-testid="product-customizations">
      <Title order={4}>{t('catalogueOptions.product.customizationsTitle')}</Title>
      <Text size="sm" c="dimmed">
        {t('catalogueOptions.product.customizationsHelp')}
      </Text>
      {choices.isError && (
        <Alert color="red" data-testid="customizations-error">
          <Group justify="space-between">
            <Text size="sm">{t('catalogueOptions.product.customizationsFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void choices.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {shown.length === 0 ? (
        <Text c="dimmed" data-testid="links-empty">
          {t('catalogueOptions.product.noLinks')}
        </Text>
      ) : (
        <SortableRows
          items={shown}
          rowId={(l) => l.idCustomization}
          handleLabel={(l) => t('catalogueOptions.product.moveLink', { name: labelOf(l.idCustomization) })}
          disabled={move.isPending}
          onMove={(l, position, reordered) => {
            setMoved({ from: links, links: reordered });
            move.mutate({ id: l.idCustomization, position });
          }}
          testId="links"
        >
          {(l) => (
            <Group justify="space-between" wrap="nowrap" style={{ flex: 1 }}>
              <Text size="sm">{labelOf(l.idCustomization)}</Text>
              <Group gap="sm" wrap="nowrap">
                <Switch
                  label={t('catalogueOptions.product.required')}
                  checked={l.required}
                  disabled={required.isPending}
                  aria-label={t('catalogueOptions.product.requiredOf', { name: labelOf(l.idCustomization) })}
                  onChange={(event) => required.mutate({ id: l.idCustomization, next: event.currentTarget.checked })}
                  data-testid={`link-required-${l.idCustomization}`}
                />
                <Tooltip label={t('kit.list.delete')} withinPortal>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    loading={unlink.isPending && unlink.variables === l.idCustomization}
                    onClick={() => unlink.mutate(l.idCustomization)}
                    aria-label={t('catalogueOptions.product.unlink', { name: labelOf(l.idCustomization) })}
                    data-testid={`unlink-${l.idCustomization}`}
                  >
                    <DeleteIcon />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          )}
        </SortableRows>
      )}
      {choices.isSuccess && all.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-customizations">
          {t('catalogueOptions.product.noCustomizations')}
        </Text>
      ) : (
        <Group align="flex-end">
          <NativeSelect
            label={t('catalogueOptions.product.chooseCustomization')}
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            data={[
              { value: '', label: choices.isPending ? t('common.loading') : '—' },
              ...available.map((c) => ({ value: String(c.id), label: c.label })),
            ]}
            data-testid="link-choice"
          />
          <Button
            variant="light"
            disabled={chosen === ''}
            loading={link.isPending}
            onClick={() => link.mutate(Number(chosen))}
            data-testid="link-add"
          >
            {t('catalogueOptions.product.link')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
