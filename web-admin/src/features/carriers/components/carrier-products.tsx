import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { carrierProductsQuery } from '../api/carriers-api.ts';
import { useCarriersT } from './carrier-text.ts';

const productTypes = ['WINE', 'BOX', 'OTHER'] as const;
const isProductType = (value: string): value is (typeof productTypes)[number] =>
  (productTypes as readonly string[]).includes(value);

/**
 * The products a carrier ships (`GET /admin/carrier/{id}/products`): those it is limited to, or —
 * none listed — every shippable product of the site (not dematerialized, with shipping fees).
 */
export function CarrierProducts({ idCarrier }: { idCarrier: number }) {
  const t = useCarriersT();
  const to = useLocalePath();
  const api = useApi();
  const products = useQuery(carrierProductsQuery(api, idCarrier));
  return (
    <Paper withBorder p="lg" data-testid="carrier-shipped-products">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{t('carriers.shipped.title')}</Title>
          {products.data && (
            <Badge variant="light" color={products.data.restricted ? 'orange' : 'green'} data-testid="shipped-scope">
              {products.data.restricted ? t('carriers.shipped.restricted') : t('carriers.shipped.every')}
            </Badge>
          )}
        </Group>
        {products.isPending && <Text c="dimmed">{t('common.loading')}</Text>}
        {products.isError && <Alert color="red">{errorMessage(products.error, t('error.generic'))}</Alert>}
        {products.data && products.data.products.length === 0 && <Text c="dimmed">{t('carriers.shipped.none')}</Text>}
        {products.data && products.data.products.length > 0 && (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('carriers.shipped.product')}</Table.Th>
                <Table.Th>{t('carriers.shipped.productType')}</Table.Th>
                <Table.Th>{t('kit.list.valid')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.products.map((p) => (
                <Table.Tr key={p.id} data-testid={`shipped-${p.id}`}>
                  <Table.Td>
                    <Link to={to(`/product/update/${p.id}`)}>{p.name}</Link>
                  </Table.Td>
                  <Table.Td>
                    {isProductType(p.productType) ? t(`carriers.productTypes.${p.productType}`) : p.productType}
                  </Table.Td>
                  <Table.Td>{p.valid ? t('carriers.yes') : t('carriers.no')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
