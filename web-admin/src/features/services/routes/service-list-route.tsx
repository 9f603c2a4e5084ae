import { Badge, Group, Text } from '@mantine/core';
import { priceOnRequest } from '@cellar/shared/content/service';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import {
  deleteService,
  loadServices,
  moveService,
  serviceKeys,
  setServiceValid,
  type ServiceRow,
} from '../api/services-api.ts';
import { useServicesT } from '../components/services-text.ts';

const euros = (price: number) => `${price.toFixed(2).replace('.', ',')} €`;

/**
 * `/services` (spec 1 §2): every service of the site on the list kit, valid or not, in the order the storefront
 * shows them — the first image, the title, the price ("On request" for -1), the tags; drag to order, the valid
 * toggle, edit (`/services/update/{id}`) and delete with confirmation.
 */
export function ServiceListRoute() {
  const t = useServicesT();
  const to = useLocalePath();
  const api = useApi();

  return (
    <ListScreen<ServiceRow>
      title={t('services.title')}
      testId="service-list"
      queryKey={serviceKeys.all}
      load={(query) => loadServices(api, query)}
      rowId={(s) => s.id}
      toolbar={
        <Text size="sm" c="dimmed">
          {t('services.reorderHelp')}
        </Text>
      }
      columns={[
        { accessor: 'image', title: t('services.image'), render: (s) => <ListThumbnail src={s.images[0]?.url} /> },
        { accessor: 'title', title: t('services.titleField'), sortable: true },
        {
          accessor: 'price',
          title: t('services.price'),
          sortable: true,
          render: (s) => (s.price === priceOnRequest ? t('services.onRequest') : euros(s.price)),
        },
        {
          accessor: 'tags',
          title: t('services.tags'),
          render: (s) => (
            <Group gap={4}>
              {s.tags.map((tag) => (
                <Badge key={tag} size="sm" variant="light">
                  {tag}
                </Badge>
              ))}
            </Group>
          ),
        },
      ]}
      filters={[
        { field: 'title', label: t('services.titleField'), type: 'like' },
        { field: 'tags', label: t('services.tags'), type: 'like' },
      ]}
      valid={{ isValid: (s) => s.valid, set: (s, valid) => setServiceValid(api, s.id, valid) }}
      onReorder={(id, position) => moveService(api, Number(id), position)}
      remove={{ run: (s) => deleteService(api, s.id), describe: (s) => s.title }}
      addTo={to('/services/add')}
      addLabel={t('services.add')}
      editTo={(s) => to(`/services/update/${s.id}`)}
    />
  );
}
