import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { ElementField, ElementValueView } from '@cellar/shared/content/element';
import { useLang } from '../../../lib/i18n/lang.ts';
import { ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { useElementsT } from './elements-text.ts';

const locale = (lang: string) => lang.replace('_', '-');

/** A value as a column of the items table shows it: a thumbnail, a swatch, a localised date or price, badges. */
export function ValueCell({ field, value }: { field: ElementField; value: ElementValueView | undefined }) {
  const t = useElementsT();
  const lang = useLang();
  if (value === null || value === undefined || value === '') return <Text c="dimmed">—</Text>;
  switch (field.type) {
    case 'IMAGE':
      return <ListThumbnail src={typeof value === 'object' && 'url' in value ? value.url : null} />;
    case 'IMAGES':
      return <ListThumbnail src={Array.isArray(value) ? (value[0] as { url?: string } | undefined)?.url : null} />;
    case 'IMAGE_PAIR':
    case 'FILES':
      return <Text>{Array.isArray(value) ? value.length : 0}</Text>;
    case 'BOOLEAN':
      return <Text>{value === true ? t('elements.value.yes') : t('elements.value.no')}</Text>;
    case 'PRICE':
      return (
        <Text>{new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'EUR' }).format(Number(value))}</Text>
      );
    case 'PERCENT':
      return <Text>{`${String(value)} %`}</Text>;
    case 'DATE':
      return <Text>{new Date(`${String(value)}T00:00:00`).toLocaleDateString(locale(lang))}</Text>;
    case 'DATETIME':
      return <Text>{new Date(String(value)).toLocaleString(locale(lang))}</Text>;
    case 'COLOR':
      return (
        <Group gap={6}>
          <ColorSwatch color={String(value)} size={16} />
          <Text size="sm">{String(value)}</Text>
        </Group>
      );
    case 'TAGS':
    case 'SELECT':
      return (
        <Group gap={4}>
          {(Array.isArray(value) ? (value as string[]) : [String(value)]).map((tag) => (
            <Badge key={tag} size="sm" variant="light">
              {tag}
            </Badge>
          ))}
        </Group>
      );
    case 'ADDRESS':
      return <Text>{typeof value === 'object' && 'city' in value ? `${value.postalCode} ${value.city}` : ''}</Text>;
    default:
      return <Text lineClamp={2}>{String(value)}</Text>;
  }
}
