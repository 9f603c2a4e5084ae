import { useState } from 'react';
import { Button, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { boxKeys, chooseBoxes, loadGlobalBoxes, loadGlobalBoxRows, type GlobalBoxRow } from '../api/boxes-api.ts';
import { useBoxesT, useBoxText } from './box-text.ts';
import { StockDialog } from './stock-dialog.tsx';

/**
 * The global boxes (Vignoble Export, La Ruche) the site may use: a switch chooses or leaves one
 * (`PUT /admin/box/choose` with the whole list, read again just before), and the site keeps its
 * stock of the chosen ones. Leaving a box one of the site's carriers accepts is refused (409): the
 * server's message is shown.
 */
export function GlobalBoxesPanel() {
  const t = useBoxesT();
  const text = useBoxText();
  const api = useApi();
  const queryClient = useQueryClient();
  const [stockOf, setStockOf] = useState<GlobalBoxRow | null>(null);

  const choose = useMutation({
    mutationFn: async ({ id, use }: { id: number; use: boolean }) => {
      const chosen = (await loadGlobalBoxes(api)).filter((box) => box.chosen && box.id !== id).map((box) => box.id);
      return chooseBoxes(api, use ? [...chosen, id] : chosen);
    },
    onSuccess: (_boxes, { use }) => toast('success', use ? t('boxes.global.chosen') : t('boxes.global.left')),
    onError: (error) => {
      if (isRequestDropped(error)) return;
      const onFields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      toast('error', onFields.length > 0 ? onFields.join(' ') : errorMessage(error, t('error.generic')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: boxKeys.all }),
  });

  return (
    <>
      <ListScreen<GlobalBoxRow>
        title={t('boxes.global.title')}
        testId="global-box-list"
        queryKey={boxKeys.global}
        load={(query) => loadGlobalBoxRows(api, query)}
        rowId={(box) => box.id}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('boxes.global.help')}
          </Text>
        }
        defaultSort={{ field: 'name', direction: 'asc' }}
        columns={[
          {
            accessor: 'chosen',
            title: t('boxes.global.used'),
            render: (box) => (
              <Switch
                checked={box.chosen}
                disabled={choose.isPending}
                aria-label={t('boxes.global.useOf', { name: text.name(box) })}
                data-testid={`choose-${box.id}`}
                onChange={(event) => choose.mutate({ id: box.id, use: event.currentTarget.checked })}
              />
            ),
          },
          { accessor: 'name', title: t('boxes.name'), sortable: true, render: (box) => text.name(box) },
          { accessor: 'type', title: t('boxes.range'), sortable: true, render: (box) => t(`boxes.ranges.${box.type}`) },
          { accessor: 'size', title: t('boxes.size'), render: (box) => text.size(box) },
          { accessor: 'dimensions', title: t('boxes.dimensions'), render: (box) => text.dimensions(box) },
          { accessor: 'boxWeight', title: t('boxes.weight'), render: (box) => text.weight(box) },
          {
            accessor: 'stock',
            title: t('boxes.stock'),
            render: (box) =>
              box.stock === null ? (
                t('common.none')
              ) : (
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => setStockOf(box)}
                  aria-label={t('boxes.stockDialog.open', { name: text.name(box) })}
                  data-testid={`stock-${box.id}`}
                >
                  {box.stock}
                </Button>
              ),
          },
        ]}
        filters={[
          { field: 'name', label: t('boxes.name'), type: 'like' },
          {
            field: 'type',
            label: t('boxes.range'),
            type: 'equal',
            options: [
              { value: 'VIGNOBLE_EXPORT', label: t('boxes.ranges.VIGNOBLE_EXPORT') },
              { value: 'LA_RUCHE', label: t('boxes.ranges.LA_RUCHE') },
            ],
          },
        ]}
      />
      {stockOf && (
        <StockDialog
          box={{ id: stockOf.id, quantity: stockOf.stock ?? 0 }}
          name={text.name(stockOf)}
          onClose={() => setStockOf(null)}
        />
      )}
    </>
  );
}
