import { Badge, Button, Group, Image, Menu, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  deleteProduct,
  loadProducts,
  moveProduct,
  nomenclatureListQuery,
  productKeys,
  setProductValid,
  type ProductRow,
} from '../api/products-api.ts';

/** The product types (spec 1 §3); written here so the list does not load the rules (zod). */
const types = ['WINE', 'BOX', 'OTHER'] as const;

/**
 * `/product`: the site's products on the list kit — filters (name, type, kind, year, valid), valid
 * toggle, drag ordering, delete after a confirmation, thumbnail, name with its type and kind, year,
 * price, stock and number of vintages;
 * "Add" asks for the type (wine, box, other product) first.
 */
export function ProductListRoute() {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const kinds = useQuery(nomenclatureListQuery(api, 'KIND'));
  const kindName = new Map((kinds.data ?? []).map((k) => [k.id, k.name]));
  const money = new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', { style: 'currency', currency: 'EUR' });

  const addMenu = (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button data-testid="product-add">{t('products.add')}</Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="product-add-types">
        <Menu.Label>{t('products.chooseTypeTitle')}</Menu.Label>
        {types.map((type) => (
          <Menu.Item
            key={type}
            component={Link}
            to={to(`/product/add?type=${type}`)}
            data-testid={`product-add-${type}`}
          >
            {t(`products.types.${type}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <ListScreen<ProductRow>
      title={t('products.title')}
      testId="product-list"
      queryKey={productKeys.all}
      load={(query) => loadProducts(api, query)}
      rowId={(p) => p.id}
      actions={addMenu}
      columns={[
        {
          accessor: 'image',
          title: t('products.image'),
          render: (p) =>
            p.image ? (
              <Image
                src={p.image.url}
                alt={p.image.alt}
                w={48}
                h={48}
                fit="cover"
                radius="sm"
                data-testid={`thumbnail-${p.id}`}
              />
            ) : (
              <Paper w={48} h={48} bg="gray.1" radius="sm" data-testid={`thumbnail-${p.id}`} />
            ),
        },
        {
          // The type and the kind under the name: as columns of their own, with the thumbnail, the
          // valid switch and the actions, the list needed ~1 020 px, and a 1 366 px window with
          // both side panels gives it ~800 (the type badges were cut to "V..").
          accessor: 'name',
          title: t('products.name'),
          sortable: true,
          render: (p) => (
            <Stack gap={4} align="flex-start">
              <Text size="sm">{p.name}</Text>
              <Group gap={6} wrap="wrap">
                <Badge
                  variant="light"
                  color={p.type === 'WINE' ? 'grape' : p.type === 'BOX' ? 'orange' : 'gray'}
                  data-testid={`type-${p.id}`}
                >
                  {t(`products.types.${p.type}`)}
                </Badge>
                {p.kind !== null && (
                  <Text size="xs" c="dimmed" data-testid={`kind-${p.id}`}>
                    {kindName.get(p.kind) ?? String(p.kind)}
                  </Text>
                )}
              </Group>
            </Stack>
          ),
        },
        { accessor: 'year', title: t('products.year'), sortable: true, render: (p) => p.year ?? t('common.none') },
        {
          accessor: 'price',
          title: t('products.price'),
          sortable: true,
          render: (p) => (p.price === null ? t('common.none') : money.format(p.price)),
        },
        { accessor: 'stock', title: t('products.stock'), sortable: true },
        {
          accessor: 'vintages',
          title: t('products.vintagesCount'),
          render: (p) => (p.type === 'WINE' ? p.vintages : t('common.none')),
        },
      ]}
      filters={[
        { field: 'name', label: t('products.name'), type: 'like' },
        {
          field: 'type',
          label: t('products.type'),
          type: 'equal',
          options: types.map((type) => ({ value: type, label: t(`products.types.${type}`) })),
        },
        {
          field: 'kind',
          label: t('products.kind'),
          type: 'equal',
          options: (kinds.data ?? []).map((k) => ({ value: String(k.id), label: k.name })),
        },
        { field: 'year', label: t('products.year'), type: 'equal' },
        {
          field: 'valid',
          label: t('kit.list.valid'),
          type: 'equal',
          options: [
            { value: 'true', label: t('products.validOnly') },
            { value: 'false', label: t('products.invalidOnly') },
          ],
        },
      ]}
      valid={{ isValid: (p) => p.valid, set: (p, valid) => setProductValid(api, p.id, valid) }}
      remove={{ run: (p) => deleteProduct(api, p.id), describe: (p) => p.name }}
      editTo={(p) => to(`/product/update/${p.id}`)}
      onReorder={(id, position) => moveProduct(api, Number(id), position)}
    />
  );
}
