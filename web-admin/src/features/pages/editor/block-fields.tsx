import { NumberInput, Select, SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { Draft } from 'immer';
import { translate } from '@cellar/shared/i18n/messages';
import type { BlockSettings } from '@cellar/shared/pages/page-document';
import {
  blockSettingsSchema,
  effects,
  horizontalAligns,
  pageLimits,
  transitionTimings,
  verticalAligns,
} from '@cellar/shared/pages/page-document';
import type { DraftDevice } from '@cellar/shared/pages/normalise-page';
import { useLang } from '../../../lib/i18n/lang.ts';
import { FieldGroup, typedNumber, type DeviceFieldProps } from './device-fields.tsx';
import { useEditorT } from './editor-text.ts';

type SizeKey = 'blockWidth' | 'blockHeight' | 'blockMaxWidth' | 'blockMaxHeight';
const sizeFields: ReadonlyArray<{ key: SizeKey; label: 'width' | 'height' | 'maxWidth' | 'maxHeight' }> = [
  { key: 'blockWidth', label: 'width' },
  { key: 'blockHeight', label: 'height' },
  { key: 'blockMaxWidth', label: 'maxWidth' },
  { key: 'blockMaxHeight', label: 'maxHeight' },
];

/** Sets (or, for an empty value, removes) one block setting of the edited device. */
function setBlock<K extends keyof BlockSettings>(
  draft: Draft<DraftDevice>,
  key: K,
  value: BlockSettings[K] | undefined,
) {
  const block = (draft.block ??= {});
  if (value === undefined || value === '') delete block[key];
  else (block as BlockSettings)[key] = value;
}

/**
 * A content's block: its size (a number with px, %, vh, vw, rem or em, or auto), its alignments, its columns (a
 * component's grid) and its CSS (declarations, sanitised on the server against an allow-list).
 */
export function BlockFields({ device, own, computer, edit, withColumns }: DeviceFieldProps & { withColumns: boolean }) {
  const t = useEditorT();
  const lang = useLang();
  const legend = t('editor.block.title');
  const block: BlockSettings = own.block ?? {};
  const inherited: BlockSettings = device === 'mobile' ? (computer.block ?? {}) : {};
  const alignLabel = (value: string | undefined) =>
    value ? t(`editor.block.align.${value as 'LEFT' | 'CENTER' | 'RIGHT' | 'TOP' | 'BOTTOM'}`) : undefined;
  return (
    <FieldGroup
      legend={legend}
      device={device}
      testId="block"
      canReset={Object.keys(block).length > 0}
      onReset={() =>
        edit((draft) => {
          delete draft.block;
        })
      }
    >
      <SimpleGrid cols={2} spacing={6}>
        {sizeFields.map(({ key, label }) => {
          const value = block[key] ?? '';
          const invalid = value !== '' && !blockSettingsSchema.shape[key].safeParse(value).success;
          return (
            <TextInput
              key={key}
              size="xs"
              label={t(`editor.block.${label}`)}
              description={key === 'blockWidth' ? t('editor.block.sizeHelp') : undefined}
              value={value}
              placeholder={inherited[key] ?? undefined}
              error={invalid ? translate('page.invalidSize', lang) : undefined}
              onChange={(event) => {
                const next = event.currentTarget.value.trim();
                edit((draft) => setBlock(draft, key, next), `block.${key}`);
              }}
              data-testid={`block-${label}`}
            />
          );
        })}
        <Select
          size="xs"
          label={t('editor.block.horizontalAlign')}
          data={horizontalAligns.map((value) => ({ value, label: alignLabel(value)! }))}
          value={block.blockHorizontalAlign ?? null}
          placeholder={alignLabel(inherited.blockHorizontalAlign)}
          clearable
          onChange={(value) =>
            edit((draft) =>
              setBlock(draft, 'blockHorizontalAlign', (value ?? undefined) as BlockSettings['blockHorizontalAlign']),
            )
          }
          data-testid="block-horizontalAlign"
        />
        <Select
          size="xs"
          label={t('editor.block.verticalAlign')}
          data={verticalAligns.map((value) => ({ value, label: alignLabel(value)! }))}
          value={block.blockVerticalAlign ?? null}
          placeholder={alignLabel(inherited.blockVerticalAlign)}
          clearable
          onChange={(value) =>
            edit((draft) =>
              setBlock(draft, 'blockVerticalAlign', (value ?? undefined) as BlockSettings['blockVerticalAlign']),
            )
          }
          data-testid="block-verticalAlign"
        />
        {withColumns && (
          <NumberInput
            size="xs"
            label={t('editor.block.nbColumn')}
            min={1}
            max={6}
            allowDecimal={false}
            value={block.nbColumn ?? ''}
            placeholder={inherited.nbColumn !== undefined ? String(inherited.nbColumn) : undefined}
            onChange={(value) => edit((draft) => setBlock(draft, 'nbColumn', typedNumber(value)), 'block.nbColumn')}
            data-testid="block-nbColumn"
          />
        )}
      </SimpleGrid>
      <Textarea
        size="xs"
        label={t('editor.block.css')}
        description={t('editor.block.cssHelp')}
        rows={3}
        maxLength={pageLimits.cssChars}
        value={block.blockCss ?? ''}
        placeholder={inherited.blockCss ?? undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          edit((draft) => setBlock(draft, 'blockCss', next), 'block.css');
        }}
        data-testid="block-css"
        styles={{ input: { fontFamily: 'monospace' } }}
      />
    </FieldGroup>
  );
}

const corners = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;

/** A content's effect, transition, corner radius and rounding. */
export function EffectsFields({ device, own, computer, edit }: DeviceFieldProps) {
  const t = useEditorT();
  const legend = t('editor.effects.title');
  const inherited: DraftDevice = device === 'mobile' ? computer : {};
  const effectLabel = (value: string | null | undefined) =>
    value ? t(`editor.effects.values.${value as (typeof effects)[number]}`) : undefined;
  /** Typed fields join their changes in a row into one undo step; a choice is a step of its own. */
  const set = (field: string | null, change: (draft: Draft<DraftDevice>) => void) =>
    edit(change, field === null ? undefined : `effects.${field}`);
  return (
    <FieldGroup
      legend={legend}
      device={device}
      testId="effects"
      canReset={[own.effect, own.transition, own.radius, own.rounded].some(
        (value) => value !== undefined && value !== null,
      )}
      onReset={() =>
        edit((draft) => {
          delete draft.effect;
          delete draft.transition;
          delete draft.radius;
          delete draft.rounded;
        })
      }
    >
      <SimpleGrid cols={2} spacing={6}>
        <Select
          size="xs"
          label={t('editor.effects.effect')}
          data={effects.map((value) => ({ value, label: effectLabel(value)! }))}
          value={own.effect ?? null}
          placeholder={effectLabel(inherited.effect)}
          clearable
          onChange={(value) =>
            set(null, (draft) => {
              if (value) draft.effect = value as (typeof effects)[number];
              else delete draft.effect;
            })
          }
          data-testid="content-effect"
        />
        <Switch
          mt="lg"
          size="xs"
          label={t('editor.effects.rounded')}
          checked={own.rounded ?? inherited.rounded ?? false}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            set(null, (draft) => {
              draft.rounded = checked;
            });
          }}
          data-testid="content-rounded"
        />
        <NumberInput
          size="xs"
          label={t('editor.effects.duration')}
          min={0}
          max={10_000}
          step={100}
          allowDecimal={false}
          value={own.transition?.duration ?? ''}
          placeholder={inherited.transition?.duration != null ? String(inherited.transition.duration) : undefined}
          onChange={(value) =>
            set('duration', (draft) => {
              const next = typedNumber(value);
              const transition = (draft.transition ??= {});
              if (next === undefined) delete transition.duration;
              else transition.duration = next;
            })
          }
          data-testid="transition-duration"
        />
        <Select
          size="xs"
          label={t('editor.effects.timing')}
          data={[...transitionTimings]}
          value={own.transition?.timing ?? null}
          placeholder={inherited.transition?.timing ?? undefined}
          clearable
          onChange={(value) =>
            set(null, (draft) => {
              const transition = (draft.transition ??= {});
              if (value) transition.timing = value as (typeof transitionTimings)[number];
              else delete transition.timing;
            })
          }
          data-testid="transition-timing"
        />
      </SimpleGrid>
      <Text size="xs" fw={500}>
        {t('editor.effects.radius')}
      </Text>
      <SimpleGrid cols={4} spacing={6}>
        {corners.map((corner) => (
          <NumberInput
            key={corner}
            size="xs"
            label={t(`editor.effects.${corner}`)}
            aria-label={`${t('editor.effects.radius')} — ${t(`editor.effects.${corner}`)}`}
            min={0}
            max={500}
            allowDecimal={false}
            hideControls
            value={own.radius?.[corner] ?? ''}
            placeholder={inherited.radius?.[corner] != null ? String(inherited.radius[corner]) : undefined}
            onChange={(value) =>
              set(`radius.${corner}`, (draft) => {
                const next = typedNumber(value);
                // A radius is kept only with its four corners (normalise-page.ts): the others start at 0.
                const radius = (draft.radius ??= {});
                if (next === undefined) delete radius[corner];
                else {
                  for (const other of corners) radius[other] ??= inherited.radius?.[other] ?? 0;
                  radius[corner] = next;
                }
                if (corners.every((name) => radius[name] === undefined)) delete draft.radius;
              })
            }
            data-testid={`radius-${corner}`}
          />
        ))}
      </SimpleGrid>
    </FieldGroup>
  );
}
