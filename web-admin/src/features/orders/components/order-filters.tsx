import { useEffect, useRef, useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { paymentMethods, paymentStatuses } from '@cellar/shared/checkout/orders';
import { parseDay } from '@cellar/shared/validation/dates';
import { useOrdersT } from './order-text.ts';

/** The filters of the list, as they are written in the URL query. */
export const orderFilterFields = [
  'number',
  'customer',
  'dateFrom',
  'dateTo',
  'deliveryType',
  'paymentMethod',
  'paymentStatus',
] as const;
export type OrderFilterField = (typeof orderFilterFields)[number];
export type OrderFilterValues = Partial<Record<OrderFilterField, string>>;

/** Part of a number or a name finds the order (`lk:`); the others are equal filters. */
export const likeFilters: ReadonlySet<OrderFilterField> = new Set(['number', 'customer']);
const textFields = ['number', 'customer', 'dateFrom', 'dateTo'] as const;
type TextField = (typeof textFields)[number];

/** A day filter is sent once it reads as a day (dd/mm/yyyy or yyyy-mm-dd); until then it stays on its field. */
export const isDayText = (value: string) => value.trim() === '' || parseDay(value.trim()) !== null;

interface Props {
  values: OrderFilterValues;
  /** Writes filters into the URL (the page goes back to 1). */
  onChange: (values: OrderFilterValues) => void;
}

/**
 * The list's filters. Typed ones (number, customer, the days) go to the URL 300 ms after the last
 * key, the selects at once; a day that does not read as one says so on its field and is not sent.
 */
export function OrderFilters({ values, onChange }: Props) {
  const t = useOrdersT();
  const [typed, setTyped] = useState<Record<TextField, string>>(
    () => Object.fromEntries(textFields.map((f) => [f, values[f] ?? ''])) as Record<TextField, string>,
  );
  // What this screen last wrote in the URL: a URL changed from elsewhere (a link, the back button) replaces what was
  // typed.
  const written = useRef<Record<TextField, string>>({ ...typed });
  const fromUrl = textFields.map((f) => values[f] ?? '');
  useEffect(() => {
    const external = textFields.filter((f, i) => fromUrl[i] !== written.current[f]);
    if (external.length === 0) return;
    for (const f of external) written.current[f] = fromUrl[textFields.indexOf(f)]!;
    setTyped((current) => ({ ...current, ...Object.fromEntries(external.map((f) => [f, written.current[f]])) }));
    // One dependency per text field of the URL, in a fixed order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, fromUrl);

  const write = useDebouncedCallback((next: Record<TextField, string>) => {
    const clean: OrderFilterValues = {};
    for (const f of textFields) {
      const v = next[f].trim();
      if ((f === 'dateFrom' || f === 'dateTo') && !isDayText(v)) continue;
      clean[f] = v;
      written.current[f] = v;
    }
    onChange(clean);
  }, 300);

  const type = (field: TextField, value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    write(next);
  };
  const dayError = (field: 'dateFrom' | 'dateTo') =>
    isDayText(typed[field]) ? undefined : t('orders.filters.dateInvalid');
  const select = (field: OrderFilterField, options: Array<{ value: string; label: string }>, label: string) => (
    <NativeSelect
      label={label}
      value={values[field] ?? ''}
      data={[{ value: '', label: t('orders.filters.all') }, ...options]}
      onChange={(event) => onChange({ [field]: event.currentTarget.value })}
      data-testid={`filter-${field}`}
    />
  );
  const any = orderFilterFields.some((f) => (values[f] ?? '') !== '') || textFields.some((f) => typed[f] !== '');

  return (
    <Group gap="sm" align="flex-start" data-testid="order-filters">
      <TextInput
        label={t('orders.filters.number')}
        w={120}
        value={typed.number}
        onChange={(e) => type('number', e.currentTarget.value)}
        data-testid="filter-number"
      />
      <TextInput
        label={t('orders.filters.customer')}
        w={200}
        value={typed.customer}
        onChange={(e) => type('customer', e.currentTarget.value)}
        data-testid="filter-customer"
      />
      <TextInput
        label={t('orders.filters.dateFrom')}
        w={120}
        placeholder={t('orders.filters.datePlaceholder')}
        value={typed.dateFrom}
        error={dayError('dateFrom')}
        onChange={(e) => type('dateFrom', e.currentTarget.value)}
        data-testid="filter-dateFrom"
      />
      <TextInput
        label={t('orders.filters.dateTo')}
        w={120}
        placeholder={t('orders.filters.datePlaceholder')}
        value={typed.dateTo}
        error={dayError('dateTo')}
        onChange={(e) => type('dateTo', e.currentTarget.value)}
        data-testid="filter-dateTo"
      />
      {select(
        'deliveryType',
        (['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT'] as const).map((d) => ({
          value: d,
          label: t(`orders.deliveryTypes.${d}`),
        })),
        t('orders.filters.deliveryType'),
      )}
      {select(
        'paymentMethod',
        paymentMethods.map((m) => ({ value: m, label: t(`orders.paymentMethods.${m}`) })),
        t('orders.filters.paymentMethod'),
      )}
      {select(
        'paymentStatus',
        paymentStatuses.map((s) => ({ value: s, label: t(`orders.paymentStatuses.${s}`) })),
        t('orders.filters.paymentStatus'),
      )}
      {any && (
        <Button
          variant="subtle"
          mt={25}
          onClick={() => {
            write.cancel();
            const none = { number: '', customer: '', dateFrom: '', dateTo: '' };
            written.current = { ...none };
            setTyped(none);
            onChange(Object.fromEntries(orderFilterFields.map((f) => [f, ''])));
          }}
          data-testid="filter-clear"
        >
          {t('orders.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
