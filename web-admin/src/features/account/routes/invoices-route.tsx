import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicePageSize } from '@cellar/shared/billing/billing';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { invoicesQuery } from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { CustomerMissing, customerIsMissing } from '../components/customer-missing.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';

/**
 * `/account/invoices` (spec 1 §2, §4): the subscription's invoices, newest first, ten a page. The provider pages by
 * cursor (the last invoice seen), so the screen keeps the cursors of the pages it went through for "Previous".
 */
export function InvoicesRoute() {
  const t = useBillingT();
  const api = useApi();
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const page = useQuery({ ...invoicesQuery(api, invoicePageSize, cursor), placeholderData: keepPreviousData });
  const list = page.data?.list ?? [];
  return (
    <Stack gap="md" data-testid="invoices-screen">
      <Title order={2}>{t('billing.invoices.title')}</Title>
      {page.isError && customerIsMissing(page.error) ? (
        <CustomerMissing />
      ) : page.isError ? (
        <LoadError
          title={t('billing.invoices.loadFailed')}
          error={page.error}
          onRetry={() => void page.refetch()}
          testId="invoices-error"
        />
      ) : (
        <>
          <InvoiceTable invoices={list} fetching={page.isFetching} />
          <Group justify="flex-end">
            <Button
              variant="default"
              disabled={cursors.length === 1 || page.isFetching}
              onClick={() => setCursors((previous) => previous.slice(0, -1))}
            >
              {t('billing.invoices.previous')}
            </Button>
            <Button
              variant="default"
              disabled={!page.data?.hasMore || page.isFetching || list.length === 0}
              onClick={() => setCursors((previous) => [...previous, list[list.length - 1]!.id])}
              data-testid="invoices-next"
            >
              {t('billing.invoices.next')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
