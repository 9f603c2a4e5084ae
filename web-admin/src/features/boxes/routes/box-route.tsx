import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  boxKeys,
  createBox,
  deleteBox,
  loadBox,
  loadSiteBoxes,
  updateBox,
  type SiteBox,
  type SiteBoxBody,
} from '../api/boxes-api.ts';
import { BoxForm } from '../components/box-form.tsx';
import { BoxOrderForm } from '../components/box-order-form.tsx';
import { BoxOrdersPanel } from '../components/box-orders-panel.tsx';
import { useBoxesT, useBoxText } from '../components/box-text.ts';
import { GlobalBoxesPanel } from '../components/global-boxes-panel.tsx';
import { StockDialog } from '../components/stock-dialog.tsx';

const tabs = ['boxes', 'global', 'orders'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => (tabs as readonly string[]).includes(value ?? '');

/** The box opened by `?edit=<id>`. */
function EditBox({ id, onSaved, onDone }: { id: number; onSaved: () => void; onDone: () => void }) {
  const api = useApi();
  const box = useQuery({ queryKey: boxKeys.one(id), queryFn: () => loadBox(api, id) });
  if (!box.data) return null;
  return (
    <BoxForm
      kind="site"
      box={box.data}
      save={(body) => updateBox(api, id, body as SiteBoxBody)}
      onSaved={onSaved}
      onClose={onDone}
    />
  );
}

/** "My boxes": the site's own boxes, with their stock. */
function SiteBoxesPanel({ addTo, editTo }: { addTo: string; editTo: (box: SiteBox) => string }) {
  const t = useBoxesT();
  const text = useBoxText();
  const api = useApi();
  const [stockOf, setStockOf] = useState<SiteBox | null>(null);
  return (
    <>
      <ListScreen<SiteBox>
        title={t('boxes.title')}
        testId="box-list"
        queryKey={boxKeys.site}
        load={(query) => loadSiteBoxes(api, query)}
        rowId={(box) => box.id}
        columns={[
          { accessor: 'name', title: t('boxes.name'), sortable: true, render: (box) => text.name(box) },
          { accessor: 'size', title: t('boxes.size'), render: (box) => text.size(box) },
          { accessor: 'dimensions', title: t('boxes.dimensions'), render: (box) => text.dimensions(box) },
          { accessor: 'boxWeight', title: t('boxes.weight'), render: (box) => text.weight(box) },
          {
            accessor: 'quantity',
            title: t('boxes.stock'),
            sortable: true,
            render: (box) => (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setStockOf(box)}
                aria-label={t('boxes.stockDialog.open', { name: text.name(box) })}
                data-testid={`stock-${box.id}`}
              >
                {box.quantity}
              </Button>
            ),
          },
        ]}
        filters={[
          { field: 'name', label: t('boxes.name'), type: 'like' },
          {
            field: 'mainType',
            label: t('boxes.mainType'),
            type: 'equal',
            options: [
              { value: 'BOTTLE', label: t('boxes.mainTypes.BOTTLE') },
              { value: 'WEIGHT', label: t('boxes.mainTypes.WEIGHT') },
            ],
          },
        ]}
        remove={{ run: (box) => deleteBox(api, box.id), describe: (box) => text.name(box) }}
        addTo={addTo}
        addLabel={t('boxes.add')}
        editTo={editTo}
      />
      {stockOf && <StockDialog box={stockOf} name={text.name(stockOf)} onClose={() => setStockOf(null)} />}
    </>
  );
}

/**
 * `/box` (spec 1 §2, "My boxes", "My boxes orders"): the site's own boxes (add with the standard
 * sizes, edit, delete, stock), the partners' global boxes it may choose (`?tab=global`), and its
 * box orders, newest first (`?tab=orders`). Dialogs on the same route: `?add=1`, `?edit=<id>`,
 * `?tab=orders&order=1`.
 */
export function BoxRoute() {
  const t = useBoxesT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'boxes';
  const adding = tab === 'boxes' && search.has('add');
  const editId = Number(search.get('edit'));
  const ordering = tab === 'orders' && search.has('order');
  const keep = (): Record<string, string> => (tab === 'boxes' ? {} : { tab });
  const close = () => setSearch(keep(), { replace: true });
  // The dialogs close themselves after a save.
  const saved = () => void queryClient.invalidateQueries({ queryKey: boxKeys.all });

  return (
    <Stack gap="md" data-testid="box-screen">
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'boxes' ? { tab: value } : {})}
        data-testid="box-tabs"
      >
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`tab-${value}`}>
              {t(`boxes.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'boxes' && <SiteBoxesPanel addTo={to('/box?add=1')} editTo={(box) => to(`/box?edit=${box.id}`)} />}
      {tab === 'global' && <GlobalBoxesPanel />}
      {tab === 'orders' && <BoxOrdersPanel orderTo={to('/box?tab=orders&order=1')} />}
      {adding && (
        <BoxForm
          kind="site"
          box={null}
          save={(body) => createBox(api, body as SiteBoxBody)}
          onSaved={saved}
          onClose={close}
        />
      )}
      {tab === 'boxes' && !adding && Number.isInteger(editId) && editId > 0 && (
        <EditBox key={editId} id={editId} onSaved={saved} onDone={close} />
      )}
      {ordering && <BoxOrderForm onSaved={saved} onClose={close} />}
    </Stack>
  );
}
