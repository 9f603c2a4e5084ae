import { Badge, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { discountDestinationTypes, discountTypes } from '@cellar/shared/checkout/discount';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  createDiscount,
  deleteDiscount,
  discountKeys,
  findDiscount,
  loadDiscounts,
  setDiscountValid,
  updateDiscount,
  type DiscountRow,
} from '../api/discounts-api.ts';
import { DiscountForm } from '../components/discount-form.tsx';
import { useDiscountsT } from '../components/discount-text.ts';

/** The discount opened by `?edit=<id>` (there is no single-discount call: looked up in the list). */
function EditDiscount({ id, onDone }: { id: number; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const discount = useQuery({ queryKey: discountKeys.one(id), queryFn: () => findDiscount(api, id) });
  if (!discount.data) return null;
  return (
    <DiscountForm
      discount={discount.data}
      save={(body) => updateDiscount(api, id, body)}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: discountKeys.all })}
      onClose={onDone}
    />
  );
}

/** "15 %" or "10,00 €" in the screen's language. */
function amountOf(discount: DiscountRow, lang: string): string {
  const locale = lang === 'en_US' ? 'en-US' : 'fr-FR';
  return discount.type === 'PERCENT'
    ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(discount.amount / 100)
    : new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(discount.amount);
}

/**
 * `/discount` (spec 1 §2, "Discounts"): the site's discounts on the list kit — filters, valid toggle,
 * delete after a confirmation, the rows of discounts already over highlighted (spec 1 §9) — and the
 * form in a dialog on the same screen (`/discount?add=1`, `/discount?edit=<id>`).
 */
export function DiscountListRoute() {
  const t = useDiscountsT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const adding = search.has('add');
  const editId = Number(search.get('edit'));
  const close = () => setSearch({}, { replace: true });

  const period = (d: DiscountRow) =>
    d.startOn && d.endOn
      ? t('discounts.between', { start: d.startOn, end: d.endOn })
      : d.startOn
        ? t('discounts.from', { start: d.startOn })
        : d.endOn
          ? t('discounts.until', { end: d.endOn })
          : t('discounts.always');

  return (
    <>
      <ListScreen<DiscountRow>
        title={t('discounts.title')}
        testId="discount-list"
        queryKey={discountKeys.all}
        load={(query) => loadDiscounts(api, query)}
        rowId={(d) => d.id}
        highlight={(d) => d.expired}
        toolbar={
          <Text size="sm" c="dimmed">
            {t('discounts.endedHelp')}
          </Text>
        }
        columns={[
          {
            accessor: 'label',
            title: t('discounts.label'),
            sortable: true,
            render: (d) => (
              <Group gap={6} wrap="nowrap">
                <span>{d.label}</span>
                {d.expired && (
                  <Badge size="xs" color="red" variant="light" data-testid={`ended-${d.id}`}>
                    {t('discounts.ended')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            accessor: 'code',
            title: t('discounts.code'),
            sortable: true,
            render: (d) => d.code ?? t('discounts.automatic'),
          },
          {
            accessor: 'destinationType',
            title: t('discounts.destinationType'),
            sortable: true,
            render: (d) => t(`discounts.destinationTypes.${d.destinationType}`),
          },
          { accessor: 'amount', title: t('discounts.discount'), sortable: true, render: (d) => amountOf(d, lang) },
          {
            accessor: 'detailType',
            title: t('discounts.appliesTo'),
            render: (d) => t(`discounts.detailTypes.${d.detailType}`),
          },
          { accessor: 'endOn', title: t('discounts.period'), sortable: true, render: period },
          {
            accessor: 'used',
            title: t('discounts.uses'),
            sortable: true,
            render: (d) =>
              d.total
                ? t('discounts.usesOf', { used: d.used, total: d.total })
                : t('discounts.usesUnlimited', { used: d.used }),
          },
        ]}
        filters={[
          { field: 'label', label: t('discounts.label'), type: 'like' },
          { field: 'code', label: t('discounts.code'), type: 'like' },
          {
            field: 'destinationType',
            label: t('discounts.destinationType'),
            type: 'equal',
            options: discountDestinationTypes.map((d) => ({ value: d, label: t(`discounts.destinationTypes.${d}`) })),
          },
          {
            field: 'type',
            label: t('discounts.type'),
            type: 'equal',
            options: discountTypes.map((d) => ({ value: d, label: t(`discounts.types.${d}`) })),
          },
          {
            field: 'valid',
            label: t('discounts.validFilter'),
            type: 'equal',
            options: (['true', 'false'] as const).map((v) => ({ value: v, label: t(`discounts.validOptions.${v}`) })),
          },
        ]}
        valid={{ isValid: (d) => d.valid, set: (d, valid) => setDiscountValid(api, d.id, valid) }}
        remove={{ run: (d) => deleteDiscount(api, d.id), describe: (d) => d.label }}
        addTo={to('/discount?add=1')}
        addLabel={t('discounts.add')}
        editTo={(d) => to(`/discount?edit=${d.id}`)}
      />
      {adding && (
        <DiscountForm
          discount={null}
          save={(body) => createDiscount(api, body)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: discountKeys.all })}
          onClose={close}
        />
      )}
      {!adding && Number.isInteger(editId) && editId > 0 && <EditDiscount key={editId} id={editId} onDone={close} />}
    </>
  );
}
