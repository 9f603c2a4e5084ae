import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  ColorSwatch,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Transition,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FontSetting } from '@cellar/shared/site/fonts';
import type { ColourParameterType } from '@cellar/shared/site/theme';
import { useApi } from '../api/api-context.tsx';
import { useT } from '../i18n/i18n.ts';
import { parametersQuery } from '../session/session-queries.ts';
import { siteFontsQuery } from '../site-fonts.ts';

/** The colours the dialog lists, in the order of spec 1 §2. */
export const siteInfoColors = [
  'PRIMARY_COLOR',
  'ACCENT_COLOR',
  'BACKGROUND_COLOR',
  'ACTIVE_FONT_COLOR',
  'BACKGROUND_HEADER_COLOR',
  'ACTIVE_MENU_COLOR',
  'HEADING_COLOR',
  'BACKGROUND_FOOTER_COLOR',
  'FONT_FOOTER_COLOR',
] as const satisfies readonly ColourParameterType[];

export const siteInfoFonts = ['title', 'content', 'menu'] as const;
const fontProperties = ['family', 'size', 'weight', 'colour'] as const;
type FontProperty = (typeof fontProperties)[number];

/** How long the 'Copied' message stays (spec 1 §2). */
export const copiedDuration = 2000;

/**
 * The style variables of the site, one naming for all: `--cellar-` then the parameter type in
 * kebab case for colours (`PRIMARY_COLOR` → `--cellar-primary-color`), `--cellar-font-<font>-<property>`
 * for fonts (`--cellar-font-title-family`, `…-size`, `…-weight`, `…-color`). What a click copies
 * in "variable" mode is `var(<name>)`.
 */
export function colorVariable(type: ColourParameterType): string {
  return `var(--cellar-${type.toLowerCase().replace(/_/g, '-')})`;
}
export function fontVariable(font: (typeof siteInfoFonts)[number], property: FontProperty): string {
  return `var(--cellar-font-${font}-${property === 'colour' ? 'color' : property})`;
}

type CopyMode = 'variable' | 'value';

/** A font property's raw value as the storefront's variable holds it (lib/theme/fonts.ts there). */
function fontValue(setting: FontSetting | null | undefined, property: FontProperty): string | undefined {
  if (!setting) return undefined;
  if (property === 'size') return `${setting.size}em`;
  return String(setting[property]);
}

interface Item {
  key: string;
  label: string;
  variable: string;
  /** Undefined while the API does not give it. */
  value: string | undefined;
  swatch?: string;
}

/** One copyable item: its label, its variable or value, a swatch for colours. */
function CopyItem({ item, mode, onCopy }: { item: Item; mode: CopyMode; onCopy: (text: string) => void }) {
  const t = useT();
  const text = mode === 'variable' ? item.variable : item.value;
  return (
    <UnstyledButton
      onClick={() => text !== undefined && onCopy(text)}
      disabled={text === undefined}
      aria-label={t('siteInfo.copyItem', { what: `${item.label} (${text ?? t('common.none')})` })}
      data-testid={`site-info-${item.key}`}
      p={6}
      style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: text === undefined ? 'default' : 'pointer' }}
    >
      <Group gap="xs" wrap="nowrap">
        {item.swatch && <ColorSwatch color={item.swatch} size={20} />}
        <Box miw={0}>
          <Text size="sm" fw={600} truncate>
            {item.label}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" truncate>
            {text ?? t('common.none')}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

/**
 * The site-information dialog (spec 1 §2, max width 800): the site's colours (from `GET
 * /parameter`) and fonts; a click copies the style variable or the raw value (a toggle chooses),
 * then 'Copied' shows for 2 seconds. Fonts come from `GET /site-font` (the `/fonts` screen's settings); a type the
 * site does not set shows '—', its colour the site's font colour.
 */
export function SiteInfoDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const parameters = useQuery({ ...parametersQuery(api), enabled: opened });
  const fonts = useQuery({ ...siteFontsQuery(api), enabled: opened });
  const settings = fonts.data?.settings;
  const [mode, setMode] = useState<CopyMode>('variable');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = (result: 'ok' | 'failed') => {
    clearTimeout(timer.current);
    setCopied(result);
    timer.current = setTimeout(() => setCopied(null), copiedDuration);
  };
  const copy = (text: string) => {
    navigator.clipboard.writeText(text).then(
      () => flash('ok'),
      () => flash('failed'),
    );
  };

  const values = parameters.data as Partial<Record<ColourParameterType, string>> | undefined;
  const colorItems: Item[] = siteInfoColors.map((type) => ({
    key: type,
    label: t(`siteInfo.color.${type}`),
    variable: colorVariable(type),
    value: values?.[type],
    swatch: values?.[type],
  }));
  const fontColour = values?.FONT_COLOR;

  return (
    <Modal opened={opened} onClose={onClose} title={t('siteInfo.title')} size={800} data-testid="site-info-dialog">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <SegmentedControl
            size="xs"
            aria-label={t('siteInfo.copyMode')}
            data-testid="site-info-mode"
            value={mode}
            onChange={(value) => setMode(value as CopyMode)}
            data={[
              { value: 'variable', label: t('siteInfo.copyVariable') },
              { value: 'value', label: t('siteInfo.copyValue') },
            ]}
          />
          <Transition mounted={copied !== null} transition="fade" duration={300}>
            {(style) => (
              <Text
                size="sm"
                fw={600}
                c={copied === 'failed' ? 'red' : 'green'}
                style={style}
                role="status"
                data-testid="site-info-copied"
              >
                {copied === 'failed' ? t('siteInfo.copyFailed') : t('siteInfo.copied')}
              </Text>
            )}
          </Transition>
        </Group>

        <Title order={4}>{t('siteInfo.colors')}</Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {colorItems.map((item) => (
            <CopyItem key={item.key} item={item} mode={mode} onCopy={copy} />
          ))}
        </SimpleGrid>

        <Title order={4}>{t('siteInfo.fonts')}</Title>
        {fonts.isError && (
          <Alert color="red" variant="light" p="xs">
            <Text size="xs">{t('siteInfo.fontsFailed')}</Text>
          </Alert>
        )}
        {fonts.data && !settings?.TITLE && !settings?.MENU && !settings?.CONTENT && (
          <Alert color="gray" variant="light" p="xs" data-testid="site-info-no-fonts">
            <Text size="xs">{t('siteInfo.fontsPending')}</Text>
          </Alert>
        )}
        <Table withTableBorder verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {fontProperties.map((property) => (
                <Table.Th key={property}>{t(`siteInfo.${property}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {siteInfoFonts.map((font) => {
              const setting = settings?.[font.toUpperCase() as 'TITLE' | 'MENU' | 'CONTENT'];
              const colour = fontValue(setting, 'colour') ?? fontColour;
              return (
                <Table.Tr key={font}>
                  <Table.Th>{t(`siteInfo.font.${font}`)}</Table.Th>
                  {fontProperties.map((property) => (
                    <Table.Td key={property}>
                      <CopyItem
                        item={{
                          key: `font-${font}-${property}`,
                          label: `${t(`siteInfo.font.${font}`)} — ${t(`siteInfo.${property}`)}`,
                          variable: fontVariable(font, property),
                          value: property === 'colour' ? colour : fontValue(setting, property),
                          ...(property === 'colour' && colour ? { swatch: colour } : {}),
                        }}
                        mode={mode}
                        onCopy={copy}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
