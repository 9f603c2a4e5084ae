import 'mantine-datatable/styles.css';
import '../../../components/kit/list-screen.css';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import type { MailModelRow, MailScope } from '../api/mail-models-api.ts';
import { useMailModelsT } from './mail-models-text.ts';

const sourceColor = { SITE: 'green', BASE: 'blue', DEFAULT: 'gray' } as const;

/**
 * Every mail with its purpose, the version that applies (the site's own, the base model, the
 * built-in one) and whether it is sent; a row opens the mail (`linkTo`).
 */
export function MailModelTable({
  rows,
  scope,
  linkTo,
}: {
  rows: MailModelRow[];
  scope: MailScope;
  linkTo: (row: MailModelRow) => string;
}) {
  const t = useMailModelsT();
  const navigate = useNavigate();
  const sourceLabel = (row: MailModelRow) =>
    scope === 'site' ? t(`mailModels.source.${row.source}`) : t(`mailModels.baseSource.${row.source}`);
  return (
    <DataTable<MailModelRow>
      className="cellar-list-table"
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      horizontalSpacing={8}
      records={rows}
      idAccessor="key"
      onRowClick={({ record, event }) => {
        // The name is a link already (middle click, keyboard); a click elsewhere on the row opens it too.
        if ((event.target as HTMLElement).closest('a')) return;
        void navigate(linkTo(record));
      }}
      customRowAttributes={(row) => ({ 'data-testid': `mail-row-${row.key}`, style: { cursor: 'pointer' } })}
      columns={[
        {
          accessor: 'key',
          title: t('mailModels.columns.mail'),
          render: (row) => (
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={linkTo(row)}
                fw={600}
                size="sm"
                aria-label={t('mailModels.open', { name: t(`mailModels.keys.${row.key}`) })}
                data-testid={`mail-link-${row.key}`}
              >
                {t(`mailModels.keys.${row.key}`)}
              </Anchor>
              <Text size="xs" c="dimmed" ff="monospace">
                {row.key}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'purpose',
          title: t('mailModels.columns.purpose'),
          render: (row) => <Text size="sm">{t(`mailModels.purposes.${row.key}`)}</Text>,
        },
        {
          accessor: 'source',
          title: t('mailModels.columns.version'),
          render: (row) => (
            <Group gap={4} wrap="wrap">
              <Badge
                variant="light"
                color={scope === 'base' && row.source !== 'DEFAULT' ? 'blue' : sourceColor[row.source]}
                data-testid={`mail-source-${row.key}`}
              >
                {sourceLabel(row)}
              </Badge>
              {row.baseOnly && scope === 'site' && (
                <Badge variant="outline" color="gray">
                  {t('mailModels.platformOnly')}
                </Badge>
              )}
            </Group>
          ),
        },
        {
          accessor: 'enabled',
          title: t('mailModels.columns.enabled'),
          render: (row) => (
            <Badge variant="dot" color={row.enabled ? 'green' : 'red'} data-testid={`mail-enabled-${row.key}`}>
              {row.enabled ? t('mailModels.enabledYes') : t('mailModels.enabledNo')}
            </Badge>
          ),
        },
      ]}
    />
  );
}
