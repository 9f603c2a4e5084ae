import { useEffect, useState, type ReactNode } from 'react';
import { Group, NativeSelect, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useSearchParams } from 'react-router';
import { translatableKindNames } from '@cellar/shared/translations/translatable-kinds';
import {
  translationStatuses,
  type TranslationStatus,
  type TranslationView,
} from '@cellar/shared/translations/translation';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { defaultNbItem, firstPage, nbItemOptions } from '../../../components/kit/list-query.ts';
import { invalidateCounter } from '../../../components/layout/counters.ts';
import { useApi } from '../../../lib/api/api-context.tsx';
import {
  saveTranslation,
  translationKeys,
  translationListQuery,
  type TranslationListInput,
  type TranslationScope,
} from '../api/translations-api.ts';
import { TranslationStatusBadge } from './status-badge.tsx';
import { TranslationEditor } from './translation-editor.tsx';
import { useTranslationsT } from './translations-text.ts';
import { excerpt, fieldLabel, kindLabel } from './unit-text.ts';

type Tab = TranslationStatus | 'ALL';

/** The unit open in the editor, and its row's place when it was opened (it may leave the list once saved). */
interface Selected {
  unit: TranslationView;
  index: number;
}

/**
 * The units of a scope in one language: tabs by status with their counts, a kind filter, a search on the source,
 * paging; a row opens the side-by-side editor, which moves to the previous or next row of the page. A save refreshes
 * the list, the language cards and the layout's counter.
 */
export function TranslationList({
  scope,
  lang,
  langLabel,
  title,
  actions,
}: {
  scope: TranslationScope;
  lang: string;
  langLabel: string;
  title: string;
  /** Links beside the title (back to the languages, to the page). */
  actions?: ReactNode;
}) {
  const t = useTranslationsT();
  const api = useApi();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('ALL');
  // A link from an entity's screen opens its kind (`?kind=mailModel`): the nomenclature's, the mail models'.
  const [searchParams] = useSearchParams();
  const [kind, setKind] = useState(() => {
    const asked = searchParams.get('kind') ?? '';
    return translatableKindNames.includes(asked) ? asked : '';
  });
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(firstPage);
  const [nbItem, setNbItem] = useState(defaultNbItem);
  const [selected, setSelected] = useState<Selected | null>(null);
  // Next on a page's last row (Previous on its first) opens the next page, then its first (last) row once loaded.
  const [edge, setEdge] = useState<'first' | 'last' | null>(null);

  const input: TranslationListInput = {
    page,
    nbItem,
    status: tab === 'ALL' ? null : tab,
    kind: kind === '' ? null : kind,
    search: debouncedSearch,
  };
  const list = useQuery({ ...translationListQuery(api, scope, lang, input), placeholderData: keepPreviousData });
  const records = list.data?.list ?? [];
  const counts = list.data?.counts;
  const filtered = input.status !== null || input.kind !== null || input.search.trim() !== '';

  const open = (index: number) => {
    const unit = records[index];
    if (unit) setSelected({ unit, index });
  };
  // The selected row's place now; a row that left the list (saved out of its tab) sits between its neighbours.
  const found = selected ? records.findIndex((r) => r.id === selected.unit.id) : -1;
  const at = selected ? (found >= 0 ? found : selected.index - 0.5) : 0;
  const previousIndex = Math.ceil(at) - 1;
  const nextIndex = Math.floor(at) + 1;

  const total = list.data?.total ?? 0;
  useEffect(() => {
    if (edge === null || list.isPlaceholderData || !list.data) return;
    const index = edge === 'first' ? 0 : list.data.list.length - 1;
    const unit = list.data.list[index];
    setSelected(unit ? { unit, index } : null);
    setEdge(null);
  }, [edge, list.data, list.isPlaceholderData]);
  const toPage = (next: number, at: 'first' | 'last') => () => {
    setPage(next);
    setEdge(at);
  };
  const previous = records[previousIndex]
    ? () => open(previousIndex)
    : page > firstPage
      ? toPage(page - 1, 'last')
      : undefined;
  const next = records[nextIndex]
    ? () => open(nextIndex)
    : page * nbItem < total
      ? toPage(page + 1, 'first')
      : undefined;

  const onSaved = (saved: TranslationView) => {
    setSelected((current) => (current ? { unit: saved, index: current.index } : null));
    void queryClient.invalidateQueries({ queryKey: translationKeys.all });
    invalidateCounter(queryClient, scope.area === 'superAdmin' ? 'globalTranslations' : 'translations');
  };
  const resetPage = () => setPage(firstPage);

  return (
    <Stack gap="md" data-testid="translation-list">
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab((value ?? 'ALL') as Tab);
          resetPage();
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="ALL" data-testid="tab-ALL">
            {t('translations.tabs.all', { count: counts?.units ?? 0 })}
          </Tabs.Tab>
          {translationStatuses.map((status) => (
            <Tabs.Tab key={status} value={status} data-testid={`tab-${status}`}>
              {t(`translations.tabs.${status}`, { count: counts ? countOf(counts, status) : 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="sm" align="flex-end">
        {scope.area !== 'page' && (
          <NativeSelect
            label={t('translations.kindFilter')}
            value={kind}
            data={[
              { value: '', label: t('translations.allKinds') },
              ...translatableKindNames.map((name) => ({ value: name, label: kindLabel(t, name) })),
            ]}
            onChange={(event) => {
              setKind(event.currentTarget.value);
              resetPage();
            }}
            data-testid="translation-kind"
          />
        )}
        <TextInput
          label={t('translations.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            resetPage();
          }}
          data-testid="translation-search"
        />
      </Group>
      {list.isError ? (
        <LoadError
          title={t('translations.loadFailed')}
          error={list.error}
          onRetry={() => void list.refetch()}
          testId="translation-list-error"
        />
      ) : (
        <DataTable<TranslationView>
          withTableBorder
          borderRadius="sm"
          striped
          highlightOnHover
          minHeight={records.length === 0 ? 180 : undefined}
          records={records}
          idAccessor="id"
          fetching={list.isFetching}
          noRecordsText={
            list.isPending ? t('common.loading') : filtered ? t('translations.emptyFiltered') : t('translations.empty')
          }
          onRowClick={({ index }) => open(index)}
          customRowAttributes={(unit) => ({ 'data-testid': `unit-${unit.id}` })}
          columns={[
            {
              accessor: 'what',
              title: t('translations.columns.what'),
              render: (unit) => (
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {kindLabel(t, unit.kind)} · {fieldLabel(t, unit.field)}
                  </Text>
                  <Text size="sm">{unit.label}</Text>
                </Stack>
              ),
            },
            {
              accessor: 'source',
              title: t('translations.columns.source'),
              render: (unit) => excerpt(unit.source, unit.format),
            },
            {
              accessor: 'text',
              title: t('translations.columns.translation'),
              render: (unit) => excerpt(unit.text, unit.format),
            },
            {
              accessor: 'status',
              title: t('translations.columns.status'),
              // The badge's word in full ("Up to date", "Manquante"): a narrow column would cut it.
              width: 140,
              noWrap: true,
              render: (unit) => <TranslationStatusBadge status={unit.status} />,
            },
            {
              accessor: 'by',
              title: t('translations.columns.by'),
              render: (unit) => (unit.by ? t(`translations.authors.${unit.by}`) : ''),
            },
          ]}
          totalRecords={total}
          recordsPerPage={nbItem}
          page={page}
          onPageChange={setPage}
          recordsPerPageOptions={nbItemOptions}
          onRecordsPerPageChange={(n) => {
            setNbItem(n);
            resetPage();
          }}
          recordsPerPageLabel={t('kit.list.perPage')}
          paginationText={({ from, to, totalRecords }) => t('kit.list.range', { from, to, total: totalRecords })}
          getPaginationControlProps={(control) => ({ 'aria-label': t(`kit.list.pager.${control}`) })}
        />
      )}
      {selected && (
        <TranslationEditor
          key={`${selected.unit.id}-${selected.unit.updatedAt ?? ''}`}
          unit={selected.unit}
          langLabel={langLabel}
          save={(text) => saveTranslation(api, scope, selected.unit.id, lang, text)}
          onSaved={onSaved}
          moves={{
            previous: edge === null ? previous : undefined,
            next: edge === null ? next : undefined,
            position: t('translations.editor.position', {
              index: (page - 1) * nbItem + (found >= 0 ? found : selected.index) + 1,
              total,
            }),
          }}
          onClose={() => setSelected(null)}
        />
      )}
    </Stack>
  );
}

function countOf(counts: { missing: number; outdated: number; current: number }, status: TranslationStatus): number {
  return status === 'MISSING' ? counts.missing : status === 'OUTDATED' ? counts.outdated : counts.current;
}
