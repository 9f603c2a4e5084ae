import {
  ActionIcon,
  Button,
  ColorInput,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { defaultMaxLength, type ElementField } from '@cellar/shared/content/element';
import { useApi } from '../../../lib/api/api-context.tsx';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { siteFileChoicesQuery } from '../api/elements-api.ts';
import type { FormValue, PairItem } from './item-values.ts';
import { RemoveIcon } from '../../../components/kit/row-icons.tsx';
import { useElementsT } from './elements-text.ts';

interface Props {
  field: ElementField;
  value: FormValue;
  onChange: (next: FormValue) => void;
  error: string | undefined;
  disabled: boolean;
}

const text = (value: FormValue) => (typeof value === 'string' ? value : '');
const list = (value: FormValue) => (Array.isArray(value) ? (value as string[]) : []);
const images = (value: FormValue) => (Array.isArray(value) ? (value as ImageItem[]) : []);
const numberOrEmpty = (value: FormValue) => (typeof value === 'number' ? value : '');
let lastPair = 0;

/** A text with its counter ("12 / 80") when the field has one. */
function TextValue({ field, value, onChange, error, disabled }: Props) {
  const t = useElementsT();
  const current = text(value);
  const max = field.counter ?? defaultMaxLength[field.type as 'VARCHAR' | 'TEXT'];
  const description = field.counter ? t('elements.value.counter', { count: current.length, max }) : undefined;
  const common = {
    label: field.title || field.key,
    withAsterisk: field.required,
    value: current,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    error,
    disabled,
    description,
    'data-testid': `value-${field.key}`,
  };
  return field.type === 'TEXT' ? <Textarea rows={4} {...common} /> : <TextInput {...common} />;
}

/** The site's files to choose from (a FILES field). */
function FilesValue({ field, value, onChange, error, disabled }: Props) {
  const t = useElementsT();
  const api = useApi();
  const files = useQuery(siteFileChoicesQuery(api));
  const chosen = Array.isArray(value) ? (value as number[]).map(String) : [];
  return (
    <MultiSelect
      label={field.title || field.key}
      withAsterisk={field.required}
      description={t('elements.value.files')}
      placeholder={files.isPending ? t('elements.value.filesLoading') : undefined}
      data={(files.data ?? []).map((file) => ({ value: String(file.id), label: file.name }))}
      value={chosen}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      clearable
      error={error ?? (files.isError ? t('elements.loadFailed') : undefined)}
      disabled={disabled}
      data-testid={`value-${field.key}`}
    />
  );
}

/** Before/after pairs: each its two images, in order. */
function PairsValue({ field, value, onChange, error, disabled }: Props) {
  const t = useElementsT();
  const pairs = Array.isArray(value) ? (value as PairItem[]) : [];
  const set = (index: number, next: Partial<PairItem>) =>
    onChange(pairs.map((pair, i) => (i === index ? { ...pair, ...next } : pair)));
  return (
    <Fieldset legend={field.title || field.key} data-testid={`value-${field.key}`}>
      <Stack gap="sm">
        {pairs.map((pair, index) => (
          <Group key={pair.key} align="flex-start" wrap="nowrap">
            <SimpleGrid cols={2} style={{ flex: 1 }}>
              {(['before', 'after'] as const).map((side) => (
                <ImagesField
                  key={side}
                  label={t(`elements.value.${side}`)}
                  value={pair[side] ? [pair[side]] : []}
                  max={1}
                  onChange={(items) => set(index, { [side]: items[0] ?? null })}
                  disabled={disabled}
                  testId={`value-${field.key}-${index}-${side}`}
                />
              ))}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('elements.value.removePair', { n: index + 1 })}
              onClick={() => onChange(pairs.filter((_, i) => i !== index))}
              disabled={disabled}
            >
              <RemoveIcon />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          disabled={disabled}
          onClick={() => {
            lastPair += 1;
            onChange([...pairs, { key: `pair-${lastPair}`, before: null, after: null }]);
          }}
          data-testid={`value-${field.key}-add`}
        >
          {t('elements.value.addPair')}
        </Button>
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A structured address: first line, second line, postcode, city, country. */
function AddressValue({ field, value, onChange, error, disabled }: Props) {
  const t = useElementsT();
  const address = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, string>;
  const part = (name: 'line1' | 'line2' | 'postalCode' | 'city' | 'country') => (
    <TextInput
      label={t(`elements.value.${name}`)}
      value={address[name] ?? ''}
      onChange={(event) => onChange({ ...address, [name]: event.currentTarget.value })}
      disabled={disabled}
      data-testid={`value-${field.key}-${name}`}
    />
  );
  return (
    <Fieldset legend={field.title || field.key} data-testid={`value-${field.key}`}>
      <Stack gap="xs">
        {part('line1')}
        {part('line2')}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {part('postalCode')}
          {part('city')}
          {part('country')}
        </SimpleGrid>
        {error && (
          <Text c="red" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** One input per field type: what the item form shows for a field. */
export function ValueInput(props: Props) {
  const t = useElementsT();
  const { field, value, onChange, error, disabled } = props;
  const label = field.title || field.key;
  const testId = `value-${field.key}`;
  /** What every Mantine input of a value shares. */
  const common = { label, withAsterisk: field.required, error, disabled, 'data-testid': testId };
  const number = (decimals: number | undefined, min?: number, max?: number, suffix?: string) => (
    <NumberInput
      {...common}
      value={numberOrEmpty(value)}
      onChange={(next) => onChange(typeof next === 'number' ? next : '')}
      decimalScale={decimals}
      min={min}
      max={max}
      suffix={suffix}
      clampBehavior="none"
    />
  );
  switch (field.type) {
    case 'VARCHAR':
    case 'TEXT':
      return <TextValue {...props} />;
    case 'NUMBER':
      return number(undefined);
    case 'PRICE':
      return number(2, 0, undefined, ' €');
    case 'PERCENT':
      return number(undefined, 0, 100, ' %');
    case 'BOOLEAN':
      return (
        <Switch
          label={label}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
          disabled={disabled}
          data-testid={testId}
        />
      );
    case 'JSON':
      return (
        <Textarea
          {...common}
          resize="vertical"
          rows={6}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'SELECT':
      return field.multiple ? (
        <MultiSelect {...common} data={field.values} value={list(value)} onChange={onChange} clearable />
      ) : (
        <NativeSelect
          {...common}
          data={[{ value: '', label: '—' }, ...field.values.map((choice) => ({ value: choice, label: choice }))]}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'TAGS':
      return (
        <TagsInput
          {...common}
          placeholder={t('elements.value.tagsPlaceholder')}
          value={list(value)}
          onChange={onChange}
          clearable
        />
      );
    case 'IMAGE':
    case 'IMAGES':
      return (
        <ImagesField
          label={label}
          value={images(value)}
          max={field.type === 'IMAGE' ? 1 : 30}
          onChange={onChange}
          error={error}
          disabled={disabled}
          testId={testId}
        />
      );
    case 'FILES':
      return <FilesValue {...props} />;
    case 'DATE':
    case 'DATETIME':
      return (
        <TextInput
          type={field.type === 'DATE' ? 'date' : 'datetime-local'}
          {...common}
          value={text(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'COLOR':
      return <ColorInput {...common} format="hex" value={text(value)} onChange={onChange} />;
    case 'ADDRESS':
      return <AddressValue {...props} />;
    case 'IMAGE_PAIR':
      return <PairsValue {...props} />;
  }
}
