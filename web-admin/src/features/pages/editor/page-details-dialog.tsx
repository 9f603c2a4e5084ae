import { Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useEditorT } from './editor-text.ts';
import type { LoadedPage } from './page-doc.ts';

/** Ctrl or Cmd + Shift + L opens the page's details (spec 1 §2 "in the page layout, … opens the info dialog"). */
export const detailsHotkey = 'mod+shift+L';

const isMac = () => /mac|iphone|ipad/i.test(globalThis.navigator?.platform ?? '');

/**
 * The page's details (id, title, address, version, last save, number of layouts) and the editor's keyboard
 * shortcuts.
 */
export function PageDetailsDialog({
  opened,
  onClose,
  loaded,
  title,
  url,
  layoutCount,
}: {
  opened: boolean;
  onClose: () => void;
  loaded: LoadedPage | null;
  title: string;
  url: string;
  layoutCount: number;
}) {
  const t = useEditorT();
  const mod = isMac() ? '⌘' : 'Ctrl';
  const none = t('common.none');
  const rows: Array<[string, string, string]> = [
    ['id', t('editor.details.id'), loaded ? String(loaded.id) : t('editor.details.notPublished')],
    ['title', t('editor.details.titleLabel'), title || none],
    ['url', t('editor.details.url'), url ? `/${url}` : none],
    ['version', t('editor.details.version'), loaded ? String(loaded.version) : none],
    [
      'saved',
      t('editor.details.lastSaved'),
      loaded?.updatedAt ? new Date(loaded.updatedAt).toLocaleString() : t('editor.details.never'),
    ],
    ['layouts', t('editor.details.layouts'), String(layoutCount)],
  ];
  const shortcuts: Array<[string, string[], string]> = [
    ['undo', [mod, 'Z'], t('editor.details.keys.undo')],
    ['redo', [mod, 'Shift', 'Z'], t('editor.details.keys.redo')],
    ['copy', [mod, 'C'], t('editor.details.keys.copy')],
    ['paste', [mod, 'V'], t('editor.details.keys.paste')],
    ['escape', ['Esc'], t('editor.details.keys.escape')],
    ['details', [mod, 'Shift', 'L'], t('editor.details.keys.details')],
    ['drag', ['Space', '↑ ↓ ← →', 'Space'], t('editor.details.keys.drag')],
  ];
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.details.title')} size="lg" data-testid="page-info-dialog">
      <Stack gap="md">
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {rows.map(([key, label, value]) => (
              <Table.Tr key={key}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td data-testid={`page-info-${key}`}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Title order={5}>{t('editor.details.shortcuts')}</Title>
        <Stack gap={6} data-testid="page-info-shortcuts">
          {shortcuts.map(([key, keys, label]) => (
            <Text key={key} size="sm" data-testid={`shortcut-${key}`}>
              {keys.map((name, index) => (
                <span key={index}>
                  {index > 0 && ' + '}
                  <Kbd size="xs">{name}</Kbd>
                </span>
              ))}
              {' — '}
              {label}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
