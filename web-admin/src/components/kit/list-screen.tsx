import 'mantine-datatable/styles.css';
import './list-screen.css';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, DataTableDraggableRow, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { Link } from 'react-router';
import { errorMessage, isRequestDropped } from '../../lib/api/errors.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import {
  defaultNbItem,
  firstPage,
  nbItemOptions,
  orderByOf,
  type ListPage,
  type ListQueryInput,
} from './list-query.ts';
import { DeleteIcon, EditIcon } from './row-icons.tsx';
import { SortHandle, useSortSensors, type SortableHandle } from './sort-handle.tsx';

export interface ListColumn<T> {
  accessor: string;
  title: string;
  /** Clicking the header orders the list by this field (it must be one the API sorts on). */
  sortable?: boolean;
  render?: (record: T) => ReactNode;
}

export interface ListFilter {
  field: string;
  label: string;
  type: 'equal' | 'like';
  /** Choices of an equal filter (a select); without them, a text input. */
  options?: Array<{ value: string; label: string }>;
}

export interface ListScreenProps<T> {
  title: string;
  /** React-query key of the entity; the kit appends the query. Mutations invalidate it. */
  queryKey: readonly unknown[];
  load: (query: ListQueryInput) => Promise<ListPage<T>>;
  rowId: (record: T) => string | number;
  columns: Array<ListColumn<T>>;
  filters?: ListFilter[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** The valid toggle (spec 1 §4: items that can be made valid or invalid). */
  valid?: { isValid: (record: T) => boolean; set: (record: T, valid: boolean) => Promise<unknown> };
  /** Delete, after a confirmation naming the record. */
  remove?: { run: (record: T) => Promise<unknown>; describe: (record: T) => string };
  /** Localized path of the add screen. */
  addTo?: string;
  /** Label of the add button ("Add" when absent). */
  addLabel?: string;
  /** Localized path of a record's edit screen. */
  editTo?: (record: T) => string;
  /** How a record is named in its controls' labels ("Edit Cuvée des Lilas"); `remove.describe` when absent, else its
   * id. */
  describe?: (record: T) => string;
  /**
   * Drag-and-drop ordering: rows get a drag handle (mouse, touch, or keyboard: Space, arrows,
   * Space). The new order shows at once; `newPosition` is the 0-based place of the record in the
   * whole list (page offset included). A failure puts the rows back and shows an error toast.
   * Handles are off while a column order or a filter is applied (positions would mean nothing).
   */
  onReorder?: (id: string | number, newPosition: number) => Promise<unknown>;
  /** Rows to highlight (discounts already over, spec 1 §9): a red background and `data-highlighted`. */
  highlight?: (record: T) => boolean;
  /** Extra content above the table (help, links). */
  toolbar?: ReactNode;
  /** Buttons in the header, beside the title (an add button that asks something first…). */
  actions?: ReactNode;
  testId?: string;
}

/** A row's picture in a column (64 × 40 px, shown whole), or a grey box of that size when it has none. */
export function ListThumbnail({ src }: { src: string | null | undefined }) {
  return src ? (
    <Image src={src} alt="" w={64} h={40} fit="contain" radius="sm" />
  ) : (
    <Paper w={64} h={40} bg="gray.1" radius="sm" />
  );
}

const SortableHandleContext = createContext<SortableHandle | null>(null);

/** A table row that can be dragged (its handle is in the first cell). */
function SortableRow({
  id,
  rowProps,
  children,
}: {
  id: UniqueIdentifier;
  rowProps: Record<string, unknown>;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const moved = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <SortableHandleContext.Provider value={{ listeners, attributes, setActivatorNodeRef }}>
      <DataTableDraggableRow
        {...rowProps}
        ref={setNodeRef}
        isDragging={isDragging}
        style={[rowProps.style as never, moved]}
        data-row-id={String(id)}
      >
        {children}
      </DataTableDraggableRow>
    </SortableHandleContext.Provider>
  );
}

/** The drag handle of a sortable row (its row gives it what it needs). */
function RowHandle({ label, disabled, testId }: { label: string; disabled: boolean; testId: string }) {
  const handle = useContext(SortableHandleContext);
  return <SortHandle handle={handle} size="sm" label={label} disabled={disabled} testId={testId} />;
}

/**
 * The list screen of the kit: paging (page/nbItem), equal and like filters, orderBy on column
 * click, total, valid toggle, delete with confirmation, empty and error states; with `onReorder`,
 * drag-and-drop ordering.
 */
export function ListScreen<T>(props: ListScreenProps<T>) {
  const {
    title,
    queryKey,
    load,
    rowId,
    columns,
    filters = [],
    defaultSort,
    valid,
    remove,
    addTo,
    addLabel,
    editTo,
    describe,
    onReorder,
    highlight,
    toolbar,
    actions,
    testId = 'list-screen',
  } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(firstPage);
  const [nbItem, setNbItem] = useState(defaultNbItem);
  const [sort, setSort] = useState(defaultSort);
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const [debouncedFilters] = useDebouncedValue(filterValues, 300);
  const [toDelete, setToDelete] = useState<T | null>(null);

  const query: ListQueryInput = useMemo(
    () => ({
      page,
      nbItem,
      orderBy: orderByOf(sort),
      filters: filters
        .map((f) => ({ field: f.field, type: f.type, value: (debouncedFilters[f.field] ?? '').trim() }))
        .filter((f) => f.value !== ''),
    }),
    [page, nbItem, sort, filters, debouncedFilters],
  );

  const list = useQuery({
    queryKey: [...queryKey, 'list', query],
    queryFn: () => load(query),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;
  // The order shown at once after a drop, until the list loads again (or the move fails).
  const [movedRecords, setMovedRecords] = useState<{ from: ListPage<T>; records: T[] } | null>(null);
  const records = (movedRecords && movedRecords.from === list.data ? movedRecords.records : list.data?.records) ?? [];

  // A page left empty (last record deleted, filters changed) goes back to the last page.
  useEffect(() => {
    if (list.data && records.length === 0 && page > firstPage && total > 0)
      setPage(Math.max(firstPage, Math.ceil(total / nbItem)));
  }, [list.data, records.length, page, total, nbItem]);

  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const failed = (error: unknown) => {
    if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
  };

  const toggle = useMutation({
    mutationFn: ({ record, next }: { record: T; next: boolean }) => valid!.set(record, next),
    onSuccess: (_data, { next }) => toast('success', next ? t('kit.list.validated') : t('kit.list.invalidated')),
    onError: failed,
    onSettled: refresh,
  });
  const reorder = useMutation({
    mutationFn: ({ id, position }: { id: string | number; position: number }) => onReorder!(id, position),
    onError: (error) => {
      setMovedRecords(null);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('reorder.failed')));
    },
    onSettled: refresh,
  });
  const sensors = useSortSensors();
  const rowIds = records.map(rowId);
  const canReorder =
    onReorder !== undefined && query.orderBy === undefined && query.filters.length === 0 && !reorder.isPending;
  const nameOf = (record: T) => describe?.(record) ?? remove?.describe(record) ?? String(rowId(record));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || !list.data) return;
    const from = rowIds.indexOf(active.id);
    const to = rowIds.indexOf(over.id);
    if (from < 0 || to < 0) return;
    setMovedRecords({ from: list.data, records: arrayMove(records, from, to) });
    reorder.mutate({ id: active.id, position: (page - 1) * nbItem + to });
  };
  const announce = (id: UniqueIdentifier | undefined) => {
    const record = records.find((r) => rowId(r) === id);
    return record ? nameOf(record) : String(id ?? '');
  };

  const deletion = useMutation({
    mutationFn: (record: T) => remove!.run(record),
    onSuccess: () => {
      toast('success', t('kit.list.deleted'));
      setToDelete(null);
    },
    onError: (error) => {
      failed(error);
      setToDelete(null);
    },
    onSettled: refresh,
  });

  const tableColumns: Array<DataTableColumn<T>> = columns.map((c) => ({
    accessor: c.accessor,
    title: c.title,
    sortable: c.sortable ?? false,
    ...(c.render ? { render: (record: T) => c.render!(record) } : {}),
  }));
  if (onReorder) {
    tableColumns.unshift({
      accessor: '__order',
      title: t('reorder.column'),
      render: (record) => (
        <RowHandle
          label={t('reorder.handle', { name: nameOf(record) })}
          disabled={!canReorder}
          testId={`reorder-${rowId(record)}`}
        />
      ),
    });
  }
  if (valid) {
    tableColumns.push({
      accessor: '__valid',
      title: t('kit.list.valid'),
      render: (record) => (
        <Switch
          checked={valid.isValid(record)}
          aria-label={t('kit.list.validOf', { name: nameOf(record) })}
          data-testid={`valid-${rowId(record)}`}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate({ record, next: event.currentTarget.checked })}
        />
      ),
    });
  }
  if (editTo || remove) {
    // Icons named for the row (aria-label, tooltip) rather than "Edit" and "Delete" in words: two
    // worded buttons took ~200 px, which a 1 366 px window with both side panels does not have, and
    // the table then cut them ("Suppri…"). The column keeps its width and stays pinned at the right
    // when a table still scrolls sideways.
    tableColumns.push({
      accessor: '__actions',
      title: t('kit.list.actions'),
      textAlign: 'right',
      noWrap: true,
      render: (record) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {editTo && (
            <Tooltip label={t('kit.list.edit')} withinPortal>
              <ActionIcon
                variant="light"
                component={Link}
                to={editTo(record)}
                aria-label={t('kit.list.editOf', { name: nameOf(record) })}
                data-testid={`edit-${rowId(record)}`}
              >
                <EditIcon />
              </ActionIcon>
            </Tooltip>
          )}
          {remove && (
            <Tooltip label={t('kit.list.delete')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setToDelete(record)}
                aria-label={t('kit.list.deleteOf', { name: nameOf(record) })}
                data-testid={`delete-${rowId(record)}`}
              >
                <DeleteIcon />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  // No column highlighted until one is clicked (or a default order is given).
  const sortStatus: DataTableSortStatus<T> = { columnAccessor: sort?.field ?? '', direction: sort?.direction ?? 'asc' };
  const setFilter = (field: string, value: string) => {
    setFilterValues((v) => ({ ...v, [field]: value }));
    setPage(firstPage);
  };

  const table = (
    <DataTable<T>
      className="cellar-list-table"
      pinLastColumn={Boolean(editTo || remove)}
      // 8 px rather than 10 each side of a cell: 2 × 2 px × 9 to 11 columns is what some lists lacked at 1 366 px.
      horizontalSpacing={8}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={records.length === 0 ? 180 : undefined}
      records={records}
      idAccessor={(record) => rowId(record)}
      columns={tableColumns}
      fetching={list.isFetching}
      noRecordsText={list.isPending ? t('common.loading') : t('kit.list.empty')}
      totalRecords={total}
      recordsPerPage={nbItem}
      page={page}
      onPageChange={setPage}
      recordsPerPageOptions={nbItemOptions}
      onRecordsPerPageChange={(n) => {
        setNbItem(n);
        setPage(firstPage);
      }}
      recordsPerPageLabel={t('kit.list.perPage')}
      paginationText={({ from, to, totalRecords }) => t('kit.list.range', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`kit.list.pager.${control}`) })}
      {...(highlight
        ? {
            rowBackgroundColor: (record: T) => (highlight(record) ? 'var(--mantine-color-red-light)' : undefined),
            customRowAttributes: (record: T) => (highlight(record) ? { 'data-highlighted': 'true' } : {}),
          }
        : {})}
      sortStatus={sortStatus}
      onSortStatusChange={(s) => {
        setSort({ field: String(s.columnAccessor), direction: s.direction });
        setPage(firstPage);
      }}
      {...(onReorder
        ? {
            rowFactory: ({ record, rowProps, children }) => (
              <SortableRow key={rowId(record)} id={rowId(record)} rowProps={rowProps as Record<string, unknown>}>
                {children}
              </SortableRow>
            ),
          }
        : {})}
    />
  );

  return (
    <Stack gap="md" data-testid={testId}>
      <Group justify="space-between">
        <Title order={2}>{title}</Title>
        {(addTo || actions) && (
          <Group gap="sm">
            {actions}
            {addTo && (
              <Button component={Link} to={addTo} data-testid="list-add">
                {addLabel ?? t('kit.list.add')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {toolbar}
      {filters.length > 0 && (
        <Group gap="sm" align="flex-end" data-testid="list-filters">
          {filters.map((f) =>
            f.options ? (
              <NativeSelect
                key={f.field}
                label={f.label}
                value={filterValues[f.field] ?? ''}
                data={[{ value: '', label: t('kit.list.all') }, ...f.options]}
                onChange={(event) => setFilter(f.field, event.currentTarget.value)}
                data-testid={`filter-${f.field}`}
              />
            ) : (
              <TextInput
                key={f.field}
                label={f.label}
                value={filterValues[f.field] ?? ''}
                onChange={(event) => setFilter(f.field, event.currentTarget.value)}
                data-testid={`filter-${f.field}`}
              />
            ),
          )}
        </Group>
      )}
      {list.isError ? (
        <Alert color="red" title={t('kit.list.loadFailed')} data-testid="list-error">
          <Text mb="sm">{errorMessage(list.error, t('error.generic'))}</Text>
          <Button size="xs" variant="light" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="list-total">
            {t('kit.list.total', { count: total })}
          </Text>
          {onReorder ? (
            <DndContext
              sensors={sensors}
              collisionDetection={closestCenter}
              onDragEnd={onDragEnd}
              accessibility={{
                screenReaderInstructions: { draggable: t('reorder.instructions') },
                announcements: {
                  onDragStart: ({ active }) => t('reorder.picked', { id: announce(active.id) }),
                  onDragOver: ({ active, over }) =>
                    over ? t('reorder.over', { id: announce(active.id), over: announce(over.id) }) : undefined,
                  onDragMove: () => undefined,
                  onDragEnd: ({ active }) => t('reorder.dropped', { id: announce(active.id) }),
                  onDragCancel: ({ active }) => t('reorder.cancelled', { id: announce(active.id) }),
                },
              }}
            >
              <SortableContext items={rowIds} strategy={verticalListSortingStrategy}>
                {table}
              </SortableContext>
            </DndContext>
          ) : (
            table
          )}
        </>
      )}
      {remove && (
        <ConfirmDialog
          opened={toDelete !== null}
          title={t('kit.list.confirmTitle')}
          message={toDelete ? t('kit.list.confirmDelete', { name: remove.describe(toDelete) }) : ''}
          confirmLabel={t('kit.list.delete')}
          busy={deletion.isPending}
          onCancel={() => setToDelete(null)}
          onConfirm={() => toDelete && deletion.mutate(toDelete)}
        />
      )}
    </Stack>
  );
}
