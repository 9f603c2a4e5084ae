import { Box, Button, Popover, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { layoutEntityCounts, layoutTypes, pageLimits, type LayoutType } from '@cellar/shared/pages/page-document';
import { useEditorT } from './editor-text.ts';
import { gridStyle, layoutGrids, placeStyle } from './layout-grid.ts';

/** A small drawing of a layout type: its places as grey blocks, in the grid the canvas uses. */
export function LayoutSchematic({ type }: { type: LayoutType }) {
  const tabs = layoutGrids[type].tabs;
  return (
    <Box w={72} h={44} style={{ ...gridStyle(type, 2), alignContent: 'stretch' }} aria-hidden>
      {Array.from({ length: layoutEntityCounts[type] }, (_, index) => (
        <Box
          key={index}
          style={{
            ...placeStyle(type, index),
            background: 'var(--mantine-color-gray-4)',
            borderTop: tabs ? '3px solid var(--mantine-color-gray-6)' : undefined,
            borderRadius: 2,
            minHeight: 4,
          }}
        />
      ))}
    </Box>
  );
}

/** "Add layout": the ten types (spec 1 §3), each with its number of contents and a schematic. */
export function AddLayoutMenu({ count, onAdd }: { count: number; onAdd: (type: LayoutType) => void }) {
  const t = useEditorT();
  const [opened, { toggle, close }] = useDisclosure(false);
  const full = count >= pageLimits.layouts;
  return (
    <Popover opened={opened} onChange={(next) => (next ? undefined : close())} position="bottom-start" width={420}>
      <Popover.Target>
        <Button
          onClick={toggle}
          disabled={full}
          title={full ? t('editor.addLayout.full') : undefined}
          aria-expanded={opened}
          data-testid="add-layout"
        >
          {t('editor.toolbar.addLayout')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="add-layout-menu">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('editor.addLayout.title')}
          </Text>
          <SimpleGrid cols={2} spacing="xs">
            {layoutTypes.map((type) => {
              const name = t(`editor.layoutTypes.${type}`);
              const contents = layoutEntityCounts[type];
              return (
                <UnstyledButton
                  key={type}
                  onClick={() => {
                    onAdd(type);
                    close();
                  }}
                  aria-label={t('editor.addLayout.option', { type: name, count: contents })}
                  data-testid={`add-layout-${type}`}
                  p={6}
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                >
                  <Stack gap={4} align="center">
                    <LayoutSchematic type={type} />
                    <Text size="xs" ta="center">
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('editor.addLayout.count', { count: contents })}
                    </Text>
                  </Stack>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
