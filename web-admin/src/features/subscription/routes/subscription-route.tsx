import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import {
  billingAccountQuery,
  formatCents,
  invoiceStatusColor,
  invoicesQuery,
} from '../../../lib/billing/billing-queries.ts';
import { useBillingT } from '../../../lib/billing/billing-text.ts';
import { formatDay } from '../../../lib/format.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';

const latestCount = 3;
const intervals = new Set(['month', 'year', 'week', 'day']);

/** The latest invoices of the subscription (none asked before the customer exists). */
function LatestInvoices({ enabled }: { enabled: boolean }) {
  const t = useBillingT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const invoices = useQuery({ ...invoicesQuery(api, latestCount, null), enabled });
  let body;
  if (!enabled) body = <Text c="dimmed">{t('billing.invoices.empty')}</Text>;
  else if (invoices.isPending) body = <Loader size="sm" />;
  else if (invoices.isError)
    body = (
      <LoadError
        title={t('billing.invoices.loadFailed')}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        testId="subscription-invoices-error"
      />
    );
  else if (invoices.data.list.length === 0) body = <Text c="dimmed">{t('billing.invoices.empty')}</Text>;
  else
    body = (
      <Table data-testid="subscription-invoices">
        <Table.Tbody>
          {invoices.data.list.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.number ?? t('common.none')}</Table.Td>
              <Table.Td>{formatDay(invoice.date)}</Table.Td>
              <Table.Td>{formatCents(invoice.amount, invoice.currency, lang)}</Table.Td>
              <Table.Td>
                <Badge color={invoiceStatusColor[invoice.status]} variant="light">
                  {t(`billing.status.${invoice.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Card withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('billing.subscription.latestInvoices')}</Title>
        <Anchor component={Link} to={to('/account/invoices')}>
          {t('billing.subscription.allInvoices')}
        </Anchor>
      </Group>
      {body}
    </Card>
  );
}

/**
 * `/subscription` (spec 1 §2): what the plan is, the billed customer, the card and the latest invoices, each with
 * the way to change it (`/subscription/customerForm`, `/account/payment`, `/account/invoices`).
 */
export function SubscriptionRoute() {
  const t = useBillingT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const account = useQuery(billingAccountQuery(api));
  if (account.isPending) return <Loader data-testid="subscription-loading" />;
  if (account.isError)
    return (
      <LoadError
        title={t('billing.subscription.loadFailed')}
        error={account.error}
        onRetry={() => void account.refetch()}
        testId="subscription-error"
      />
    );
  const { customer, card, plan, provider } = account.data;
  const interval = plan && intervals.has(plan.interval) ? plan.interval : 'month';
  return (
    <Stack gap="md" data-testid="subscription-screen">
      <Title order={2}>{t('billing.subscription.title')}</Title>
      {provider === 'local' && <Alert color="blue">{t('billing.localProvider')}</Alert>}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <Card withBorder data-testid="subscription-plan">
          <Title order={4} mb="sm">
            {t('billing.subscription.plan')}
          </Title>
          {plan ? (
            <Stack gap={4}>
              <Text fw={600}>{plan.name}</Text>
              <Text>
                {t('billing.subscription.planLine', {
                  amount: formatCents(plan.amount, plan.currency, lang),
                  interval: t(`billing.subscription.intervals.${interval as 'month'}`),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('billing.subscription.planStatus', { status: plan.status })}
              </Text>
              {plan.currentPeriodEnd && (
                <Text size="sm" c="dimmed">
                  {t('billing.subscription.renews', { date: formatDay(plan.currentPeriodEnd) })}
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed">{t('billing.subscription.noPlan')}</Text>
          )}
        </Card>
        <Card withBorder data-testid="subscription-customer">
          <Group justify="space-between" mb="sm">
            <Title order={4}>{t('billing.subscription.customer')}</Title>
            <Button component={Link} to={to('/subscription/customerForm')} size="xs" variant="light">
              {t('billing.subscription.editCustomer')}
            </Button>
          </Group>
          {customer ? (
            <Stack gap={2}>
              <Text fw={600}>{customer.companyName}</Text>
              <Text size="sm">{customer.companyEmail}</Text>
              <Text size="sm">{customer.line1}</Text>
              {customer.line2 && <Text size="sm">{customer.line2}</Text>}
              <Text size="sm">
                {customer.postalCode} {customer.city}, {customer.country}
              </Text>
            </Stack>
          ) : (
            <Text c="dimmed">{t('billing.subscription.noCustomer')}</Text>
          )}
        </Card>
        <Card withBorder data-testid="subscription-card">
          <Title order={4} mb="sm">
            {t('billing.subscription.card')}
          </Title>
          <Text mb="sm">
            {card
              ? t('billing.payment.current', {
                  brand: card.brand.toUpperCase(),
                  last4: card.last4,
                  month: String(card.expMonth).padStart(2, '0'),
                  year: card.expYear,
                })
              : t('billing.payment.noCard')}
          </Text>
          {customer && (
            <Button component={Link} to={to('/account/payment')} size="xs" variant="light">
              {t('billing.subscription.changeCard')}
            </Button>
          )}
        </Card>
      </SimpleGrid>
      <LatestInvoices enabled={customer !== null} />
    </Stack>
  );
}
