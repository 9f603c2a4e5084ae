import { Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { carrierKeys, carrierQuery, type CarrierView } from '../api/carriers-api.ts';
import { CarrierForm } from '../components/carrier-form.tsx';
import { CarrierProducts } from '../components/carrier-products.tsx';
import { RulesTable } from '../components/rules-table.tsx';
import { useCarriersT } from '../components/carrier-text.ts';

function CarrierScreen({ carrier }: { carrier: CarrierView }) {
  const t = useCarriersT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" data-testid="carrier-screen">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{carrier.name}</Title>
          <Badge variant="light">{t(`carriers.types.${carrier.type}`)}</Badge>
          {!carrier.valid && (
            <Badge variant="light" color="gray">
              {t('carriers.inactive')}
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          {carrier.type !== 'VIGNOBLE_EXPORT' && (
            <Button component={Link} to={to(`/carrier/prices/${carrier.id}`)} data-testid="carrier-open-prices">
              {carrier.type === 'BASIC' ? t('carriers.openPrices') : t('carriers.openFlatRates')}
            </Button>
          )}
          <Button variant="default" component={Link} to={to('/carrier')} data-testid="back-to-carriers">
            {t('carriers.backToList')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="lg" maw={1000}>
        <CarrierForm
          carrier={carrier}
          onSaved={(saved) => {
            queryClient.setQueryData(carrierKeys.one(saved.id), saved);
            void queryClient.invalidateQueries({ queryKey: carrierKeys.all });
          }}
          onCancel={() => navigate(to('/carrier'))}
        />
      </Paper>
      {carrier.type === 'BASIC' && <RulesTable idCarrier={carrier.id} rules={carrier.rules} />}
      <CarrierProducts idCarrier={carrier.id} />
    </Stack>
  );
}

/** `/carrier/{id}` (spec 1 §2): the carrier's form, its rules (BASIC) and the products it ships. */
export function CarrierRoute() {
  const api = useApi();
  const param = useParams().id ?? '';
  const id = Number(param);
  const valid = /^\d+$/.test(param) && id > 0;
  const carrier = useQuery({ ...carrierQuery(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (carrier.isPending) return <PageLoader />;
  if (carrier.isError) return <ErrorScreen status={isApiError(carrier.error) ? carrier.error.status : 500} />;
  // Keyed by the carrier: reloading it after a rule change keeps what is being typed.
  return <CarrierScreen key={carrier.data.id} carrier={carrier.data} />;
}
