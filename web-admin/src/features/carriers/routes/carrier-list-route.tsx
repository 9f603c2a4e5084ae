import { Badge, Button, Group, Menu, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import {
  carrierKeys,
  carrierTypeList,
  deleteCarrier,
  isCarrierType,
  loadCarriers,
  setCarrierValid,
  type CarrierRow,
  type CarrierTypeName,
} from '../api/carriers-api.ts';
import { CarrierForm } from '../components/carrier-form.tsx';
import { PartnersPanel } from '../components/partners-panel.tsx';
import { useCarriersT } from '../components/carrier-text.ts';

const typeColour: Record<CarrierTypeName, string> = { BASIC: 'blue', FLAT_RATE: 'teal', VIGNOBLE_EXPORT: 'grape' };

/** The destinations of a row, a few by name and the rest counted. */
function Destinations({ destinations }: { destinations: string[] }) {
  const t = useCarriersT();
  if (destinations.length === 0) return <>{t('common.none')}</>;
  const shown = destinations.slice(0, 4);
  return (
    <Group gap={4}>
      {shown.map((d) => (
        <Badge key={d} size="sm" variant="outline">
          {d}
        </Badge>
      ))}
      {destinations.length > shown.length && (
        <Badge size="sm" variant="transparent">
          {t('carriers.moreDestinations', { count: destinations.length - shown.length })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * `/carrier` ("My carriers", spec 1 §2): the site's carriers on the list kit — name, type, delivery
 * type, destinations, boxes and rules; valid toggle (`PUT /admin/carrier/state/{id}`), delete after a
 * confirmation. "Add" asks for the type first and opens the carrier's form in a dialog
 * (`/carrier?add=BASIC`); a new carrier opens on its screen (`/carrier/{id}`). The partners (Vignoble
 * Export, Mondial Relay) are activated from the panel above the list.
 */
export function CarrierListRoute() {
  const t = useCarriersT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const addType = search.get('add');
  const close = () => setSearch({}, { replace: true });

  const actions = (
    <>
      <Button variant="default" component={Link} to={to('/carrier/prices')} data-testid="carrier-prices-link">
        {t('carriers.pricesLink')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button data-testid="carrier-add">{t('carriers.add')}</Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="carrier-add-types">
          <Menu.Label>{t('carriers.chooseTypeTitle')}</Menu.Label>
          {carrierTypeList.map((type) => (
            <Menu.Item key={type} component={Link} to={to(`/carrier?add=${type}`)} data-testid={`carrier-add-${type}`}>
              {t(`carriers.types.${type}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );

  return (
    <>
      <ListScreen<CarrierRow>
        title={t('carriers.title')}
        testId="carrier-list"
        queryKey={carrierKeys.all}
        load={(query) => loadCarriers(api, query)}
        rowId={(c) => c.id}
        actions={actions}
        toolbar={<PartnersPanel />}
        defaultSort={{ field: 'name', direction: 'asc' }}
        columns={[
          { accessor: 'name', title: t('carriers.name'), sortable: true },
          {
            accessor: 'type',
            title: t('carriers.type'),
            sortable: true,
            render: (c) => (
              <Badge variant="light" color={typeColour[c.type]} miw="max-content">
                {t(`carriers.types.${c.type}`)}
              </Badge>
            ),
          },
          {
            accessor: 'deliveryType',
            title: t('carriers.deliveryType'),
            render: (c) => t(`carriers.deliveryTypes.${c.deliveryType}`),
          },
          {
            accessor: 'destinations',
            title: t('carriers.destinations'),
            render: (c) => <Destinations destinations={c.destinations} />,
          },
          { accessor: 'boxes', title: t('carriers.boxesCount') },
          { accessor: 'rules', title: t('carriers.rulesCount') },
        ]}
        filters={[
          { field: 'name', label: t('carriers.name'), type: 'like' },
          {
            field: 'type',
            label: t('carriers.type'),
            type: 'equal',
            options: carrierTypeList.map((type) => ({ value: type, label: t(`carriers.types.${type}`) })),
          },
        ]}
        valid={{ isValid: (c) => c.valid, set: (c, valid) => setCarrierValid(api, c.id, valid) }}
        remove={{ run: (c) => deleteCarrier(api, c.id), describe: (c) => c.name }}
        editTo={(c) => to(`/carrier/${c.id}`)}
      />
      {isCarrierType(addType) && (
        <Modal
          opened
          onClose={close}
          size="xl"
          title={t(`carriers.addTitle.${addType}`)}
          data-testid="carrier-add-dialog"
        >
          <CarrierForm
            key={addType}
            initialType={addType}
            onSaved={(saved) => {
              void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
              navigate(to(`/carrier/${saved.id}`));
            }}
            onCancel={close}
          />
        </Modal>
      )}
    </>
  );
}
