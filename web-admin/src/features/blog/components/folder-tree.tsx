import { NavLink, Text } from '@mantine/core';
import type { BlogFolderView } from '@cellar/shared/content/blog';
import { useBlogT } from './blog-text.ts';
import { childrenOf } from './folder-tree-data.ts';

interface Props {
  folders: readonly BlogFolderView[];
  /** null: the root. */
  selected: number | null;
  onSelect: (id: number | null) => void;
}

function Branch({ folders, idParent, selected, onSelect }: Props & { idParent: number | null }) {
  return childrenOf(folders, idParent).map((folder) => (
    <NavLink
      key={folder.id}
      label={folder.name}
      active={folder.id === selected}
      defaultOpened
      onClick={() => onSelect(folder.id)}
      data-testid={`blog-folder-${folder.id}`}
    >
      {childrenOf(folders, folder.id).length > 0 ? (
        <Branch folders={folders} idParent={folder.id} selected={selected} onSelect={onSelect} />
      ) : undefined}
    </NavLink>
  ));
}

/** The blog's folders as a tree under its root; clicking one shows its articles. */
export function FolderTree({ folders, selected, onSelect }: Props) {
  const t = useBlogT();
  return (
    <nav aria-label={t('blog.folders')} data-testid="blog-folder-tree">
      <NavLink
        label={t('blog.root')}
        active={selected === null}
        onClick={() => onSelect(null)}
        data-testid="blog-root"
      />
      <Branch folders={folders} idParent={null} selected={selected} onSelect={onSelect} />
      {folders.length === 0 && (
        <Text size="sm" c="dimmed" mt="sm" data-testid="blog-no-folders">
          {t('blog.noFolders')}
        </Text>
      )}
    </nav>
  );
}
