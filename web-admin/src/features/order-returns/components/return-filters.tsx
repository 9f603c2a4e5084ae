import { useEffect, useRef, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useReturnsT } from '../../../components/returns/return-text.ts';

/** The typed filters of the return list, as they are written in the URL (`lk:` in the list query). */
export const returnFilterFields = ['number', 'customer'] as const;
export type ReturnFilterField = (typeof returnFilterFields)[number];
export type ReturnFilterValues = Record<ReturnFilterField, string>;

/** The filters: part of an order number, part of a customer's name or e-mail; written 300 ms after the last key. */
export function ReturnFilters({
  values,
  onChange,
}: {
  values: ReturnFilterValues;
  onChange: (values: Partial<ReturnFilterValues>) => void;
}) {
  const t = useReturnsT();
  const [typed, setTyped] = useState<ReturnFilterValues>(values);
  // What this screen last wrote in the URL: a URL changed from elsewhere (a link, the back button) replaces what was
  // typed.
  const written = useRef<ReturnFilterValues>({ ...values });
  useEffect(() => {
    const external = returnFilterFields.filter((f) => values[f] !== written.current[f]);
    if (external.length === 0) return;
    for (const f of external) written.current[f] = values[f];
    setTyped((current) => ({ ...current, ...Object.fromEntries(external.map((f) => [f, values[f]])) }));
    // `values` is a new object at each render: the URL's two fields are what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.number, values.customer]);

  const write = useDebouncedCallback((next: ReturnFilterValues) => {
    const clean = { number: next.number.trim(), customer: next.customer.trim() };
    written.current = clean;
    onChange(clean);
  }, 300);
  const type = (field: ReturnFilterField, value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    write(next);
  };
  const any = returnFilterFields.some((f) => values[f] !== '' || typed[f] !== '');
  return (
    <Group gap="sm" align="flex-end" data-testid="return-filters">
      <TextInput
        label={t('returns.filters.number')}
        w={150}
        value={typed.number}
        onChange={(e) => type('number', e.currentTarget.value)}
        data-testid="filter-number"
      />
      <TextInput
        label={t('returns.filters.customer')}
        w={220}
        value={typed.customer}
        onChange={(e) => type('customer', e.currentTarget.value)}
        data-testid="filter-customer"
      />
      {any && (
        <Button
          variant="subtle"
          onClick={() => {
            write.cancel();
            const none = { number: '', customer: '' };
            written.current = { ...none };
            setTyped(none);
            onChange(none);
          }}
          data-testid="filter-clear"
        >
          {t('returns.filters.clear')}
        </Button>
      )}
    </Group>
  );
}
