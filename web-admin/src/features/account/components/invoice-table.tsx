import { Anchor, Badge, Group, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import type { Invoice } from '@cellar/shared/billing/billing';
import { formatDay } from '../../../lib/format.ts';
import { formatCents, invoiceStatusColor } from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { useLang } from '../../../lib/i18n/lang.ts';

/** Invoices with their number, date, amount, status badge (spec 1 §4) and the provider's page and PDF. */
export function InvoiceTable({ invoices, fetching }: { invoices: Invoice[]; fetching: boolean }) {
  const t = useBillingT();
  const lang = useLang();
  return (
    <DataTable<Invoice>
      withTableBorder
      striped
      idAccessor="id"
      records={invoices}
      fetching={fetching}
      minHeight={invoices.length === 0 ? 160 : undefined}
      noRecordsText={t('billing.invoices.empty')}
      data-testid="invoice-table"
      columns={[
        { accessor: 'number', title: t('billing.invoices.number'), render: (i) => i.number ?? t('common.none') },
        { accessor: 'date', title: t('billing.invoices.date'), render: (i) => formatDay(i.date) },
        {
          accessor: 'amount',
          title: t('billing.invoices.amount'),
          textAlign: 'right',
          render: (i) => formatCents(i.amount, i.currency, lang),
        },
        {
          accessor: 'status',
          title: t('billing.invoices.status'),
          render: (i) => (
            <Badge color={invoiceStatusColor[i.status]} variant="light" data-testid={`invoice-status-${i.id}`}>
              {t(`billing.status.${i.status}`)}
            </Badge>
          ),
        },
        {
          accessor: 'document',
          title: t('billing.invoices.document'),
          render: (i) =>
            i.hostedUrl || i.pdfUrl ? (
              <Group gap="sm">
                {i.hostedUrl && (
                  <Anchor href={i.hostedUrl} target="_blank" rel="noopener noreferrer">
                    {t('billing.invoices.open')}
                  </Anchor>
                )}
                {i.pdfUrl && (
                  <Anchor href={i.pdfUrl} target="_blank" rel="noopener noreferrer">
                    {t('billing.invoices.pdf')}
                  </Anchor>
                )}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('billing.invoices.noDocument')}
              </Text>
            ),
        },
      ]}
    />
  );
}
