import { createContext, useContext, type ReactNode } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Link } from 'react-router';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { SortHandle, useSortSensors } from '../../../components/kit/sort-handle.tsx';
import type { PageTreeNode } from '../api/pages-api.ts';
import { pageName, withSiblings } from './page-tree-order.ts';
import { usePagesT } from './pages-text.ts';

export interface PageTreeProps {
  pages: PageTreeNode[];
  /** The whole tree after a page was dropped at a new place among its siblings. */
  onReorder: (next: PageTreeNode[]) => void;
  /** No drag while an order is being saved. */
  reorderDisabled: boolean;
  onValidChange: (page: PageTreeNode, valid: boolean) => void;
  /** The page whose valid state is being saved. */
  validPending: number | null;
  onDelete: (page: PageTreeNode) => void;
}

/** What every row of the tree reads (the whole tree, the actions), rather than props passed down each level. */
const TreeContext = createContext<PageTreeProps | null>(null);
const useTree = () => useContext(TreeContext)!;

/** Where a page leads: its address on the storefront, the link's address, or its JavaScript code. */
function PageTarget({ page }: { page: PageTreeNode }) {
  const t = usePagesT();
  const target =
    page.link.type === 'LINK'
      ? (page.link.url ?? '')
      : page.link.type === 'JAVASCRIPT'
        ? t('pages.runsCode')
        : `/${page.url}`;
  return (
    <Text size="sm" c="dimmed" truncate data-testid={`page-target-${page.id}`}>
      {target}
    </Text>
  );
}

/** One page: its row (handle, names, badges, valid switch, buttons) and, under it, its sub-pages. */
function PageItem({ page }: { page: PageTreeNode }) {
  const t = usePagesT();
  const to = useLocalePath();
  const tree = useTree();
  const name = pageName(page, t('pages.untitled'));
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: page.id,
  });
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 2 : undefined,
  };
  return (
    <Box ref={setNodeRef} style={style} data-page-node={page.id} role="listitem">
      <Paper withBorder p="xs" radius="sm" shadow={isDragging ? 'md' : undefined} data-testid={`page-${page.id}`}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
            <SortHandle
              handle={{ listeners, attributes, setActivatorNodeRef }}
              label={t('pages.reorder.handle', { name })}
              disabled={tree.reorderDisabled}
              testId={`page-reorder-${page.id}`}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} truncate data-testid={`page-name-${page.id}`}>
                {name}
              </Text>
              <PageTarget page={page} />
            </Stack>
          </Group>
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <Badge variant="light" color={page.link.type === 'NONE' ? 'blue' : 'grape'}>
              {t(`pages.linkTypes.${page.link.type}`)}
            </Badge>
            {tree.pages.find((root) => root.isValid && root.link.type === 'NONE')?.id === page.id && (
              // The storefront's home page: the first online content page at the root (docs/pages.md).
              <Badge variant="filled" color="teal" data-testid={`page-home-${page.id}`}>
                {t('pages.home')}
              </Badge>
            )}
            {page.showInMenu && (
              <Badge variant="light" color="teal" data-testid={`page-in-menu-${page.id}`}>
                {t('pages.inMenu')}
              </Badge>
            )}
            {page.showInMenu && (
              <Text size="sm" c="dimmed" data-testid={`page-menu-${page.id}`}>
                {page.menuIcon
                  ? t('pages.menuTitleIcon', { title: page.menuTitle, icon: t(`pages.icons.${page.menuIcon}`) })
                  : page.menuTitle}
              </Text>
            )}
            {page.isFixedOnRight && (
              <Badge variant="outline" color="gray">
                {t('pages.fixedOnRight')}
              </Badge>
            )}
            <Switch
              checked={page.isValid}
              label={t('pages.online')}
              aria-label={t('pages.validOf', { name })}
              disabled={tree.validPending === page.id}
              onChange={(event) => tree.onValidChange(page, event.currentTarget.checked)}
              data-testid={`page-valid-${page.id}`}
            />
            {page.link.type === 'NONE' && (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={to(`/page/editor/${page.id}`)}
                aria-label={t('pages.editContentOf', { name })}
                data-testid={`page-edit-content-${page.id}`}
              >
                {t('pages.editContent')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={to(`/page/update/${page.id}`)}
              aria-label={t('pages.informationOf', { name })}
              data-testid={`page-information-${page.id}`}
            >
              {t('pages.information')}
            </Button>
            <Tooltip label={t('pages.delete')} withinPortal>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => tree.onDelete(page)}
                aria-label={t('pages.deleteOf', { name })}
                data-testid={`page-delete-${page.id}`}
              >
                <DeleteIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Paper>
      {page.children.length > 0 && (
        <Box pl={{ base: 16, sm: 32 }} mt={6}>
          <Siblings pages={page.children} parent={page} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The pages of one level under one parent, sortable among themselves: a drag context of their own, so that the
 * keyboard's arrows (and the pointer) move a page among its siblings only. Placing a page under another parent is
 * done in its information form.
 */
function Siblings({ pages, parent }: { pages: PageTreeNode[]; parent: PageTreeNode | null }) {
  const t = usePagesT();
  const tree = useTree();
  const sensors = useSortSensors();
  const ids = pages.map((page) => page.id);
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const page = pages.find((p) => p.id === id);
    return page ? pageName(page, t('pages.untitled')) : String(id ?? '');
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    tree.onReorder(withSiblings(tree.pages, parent?.id ?? null, arrayMove(pages, from, to)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('pages.reorder.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('pages.reorder.picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('pages.reorder.over', { name: nameOf(active.id), over: nameOf(over.id) }) : undefined,
          onDragMove: () => undefined,
          onDragEnd: ({ active }) => t('pages.reorder.dropped', { name: nameOf(active.id) }),
          onDragCancel: ({ active }) => t('pages.reorder.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack
          gap={6}
          role="list"
          aria-label={
            parent ? t('pages.subPagesOf', { name: pageName(parent, t('pages.untitled')) }) : t('pages.menuTree')
          }
        >
          {pages.map((page) => (
            <PageItem key={page.id} page={page} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

/**
 * The site's pages as the menu tree: each page with where it leads, its menu entry, its link type, its valid switch
 * and its buttons (edit content, information, delete); pages dragged among their siblings (pointer, or keyboard:
 * Space, arrows, Space).
 */
export function PageTree(props: PageTreeProps): ReactNode {
  return (
    <TreeContext.Provider value={props}>
      <Siblings pages={props.pages} parent={null} />
    </TreeContext.Provider>
  );
}
