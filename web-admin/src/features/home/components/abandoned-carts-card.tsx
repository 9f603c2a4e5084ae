import { Button, Card, Group, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { dashboardQuery, downloadAbandonedCarts, type PeriodChoice } from '../api/dashboard-api.ts';
import { useDashboardT } from './dashboard-text.ts';
import { money } from './numbers.ts';

/** Carts of known shoppers never ordered, and the CSV of those shoppers (fetched with the admin's token). */
export function AbandonedCartsCard(props: { choice: PeriodChoice }) {
  const t = useDashboardT();
  const api = useApi();
  const lang = useLang();
  const carts = useQuery(dashboardQuery(api, 'dashboardAbandonedCart', props.choice));
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await downloadAbandonedCarts(api, props.choice);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `abandoned-carts_${carts.data?.range.from ?? ''}_${carts.data?.range.to ?? ''}.csv`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      toast('error', errorMessage(error, t('dashboard.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="sm" data-testid="abandoned-carts">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('dashboard.abandonedCarts')}</Text>
        <Button size="xs" variant="light" onClick={() => void download()} loading={downloading} data-testid="carts-csv">
          {t('dashboard.downloadCsv')}
        </Button>
      </Group>
      {carts.isError ? (
        <Text c="red">{t('dashboard.loadFailed')}</Text>
      ) : !carts.data ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="xs">
            {t('dashboard.cartsHint', { minutes: carts.data.afterMinutes })}
          </Text>
          {carts.data.list.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.empty')}
            </Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.cartEmail')}</Table.Th>
                  <Table.Th>{t('dashboard.cartName')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.cartItems')}</Table.Th>
                  <Table.Th ta="right">{t('dashboard.cartTotal')}</Table.Th>
                  <Table.Th>{t('dashboard.cartDate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {carts.data.list.slice(0, 20).map((cart) => (
                  <Table.Tr key={`${cart.email}-${cart.updatedAt}`}>
                    <Table.Td>{cart.email}</Table.Td>
                    <Table.Td>{[cart.firstname, cart.lastname].filter(Boolean).join(' ')}</Table.Td>
                    <Table.Td ta="right">{cart.items}</Table.Td>
                    <Table.Td ta="right">{money(cart.total, lang)}</Table.Td>
                    <Table.Td>{formatDateTime(cart.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
    </Card>
  );
}
