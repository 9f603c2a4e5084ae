import type { ReactNode } from 'react';
import {
  Button,
  ColorInput,
  Fieldset,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import type { Draft } from 'immer';
import type { DraftDevice } from '@cellar/shared/pages/normalise-page';
import type { BackgroundType, Device, Spacing } from '@cellar/shared/pages/page-document';
import { useEditor } from './editor-context.ts';
import { useEditorT } from './editor-text.ts';

/**
 * The values of one device of a layout or a content, as the parameters panel edits them: the edited device's own
 * values, the computer's (shown as placeholders in mobile mode: a mobile value overrides the computer one only where
 * it is set, device-values.ts), and the change.
 */
export interface DeviceFieldProps {
  device: Device;
  own: DraftDevice;
  computer: DraftDevice;
  /** Changes the edited device's values; `field` (typed inputs) joins the changes of one field typed in a row. */
  edit: (change: (values: Draft<DraftDevice>) => void, field?: string) => void;
}

/** A titled group of fields, with "back to the computer values" in mobile mode. */
export function FieldGroup({
  legend,
  device,
  onReset,
  canReset,
  testId,
  children,
}: {
  legend: string;
  device: Device;
  onReset?: () => void;
  canReset?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const t = useEditorT();
  return (
    <Fieldset legend={legend} p="xs" data-testid={`${testId}-group`}>
      <Stack gap="xs">
        {children}
        {device === 'mobile' && onReset && (
          <Group justify="flex-end">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={onReset}
              disabled={!canReset}
              aria-label={t('editor.spacing.resetGroup', { group: legend })}
              data-testid={`${testId}-reset`}
            >
              {t('editor.spacing.reset')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

const sides = ['top', 'right', 'bottom', 'left'] as const;

/** A number typed in an input, or undefined when it was cleared (the key is then removed). */
export function typedNumber(value: number | string): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Padding or margin: four numbers in pixels. */
export function SpacingFields({
  group,
  device,
  own,
  computer,
  edit,
}: DeviceFieldProps & { group: 'padding' | 'margin' }) {
  const t = useEditorT();
  const legend = t(`editor.spacing.${group}`);
  const values: Spacing = own[group] ?? {};
  const inherited: Spacing = computer[group] ?? {};
  return (
    <FieldGroup
      legend={legend}
      device={device}
      testId={group}
      canReset={own[group] !== undefined && own[group] !== null}
      onReset={() =>
        edit((draft) => {
          delete draft[group];
        })
      }
    >
      <SimpleGrid cols={4} spacing={6}>
        {sides.map((side) => {
          const sideName = t(`editor.spacing.${side}`);
          const fallback = device === 'mobile' ? inherited[side] : undefined;
          return (
            <NumberInput
              key={side}
              label={sideName}
              aria-label={t('editor.spacing.side', { group: legend, side: sideName })}
              size="xs"
              min={group === 'padding' ? 0 : -1000}
              max={4000}
              allowDecimal={false}
              hideControls
              value={values[side] ?? ''}
              placeholder={fallback !== undefined ? String(fallback) : undefined}
              onChange={(value) =>
                edit((draft) => {
                  const next = typedNumber(value);
                  const spacing = (draft[group] ??= {});
                  if (next === undefined) delete spacing[side];
                  else spacing[side] = next;
                }, `${group}.${side}`)
              }
              data-testid={`${group}-${side}`}
            />
          );
        })}
      </SimpleGrid>
    </FieldGroup>
  );
}

/** Background: none, a colour or one of the site's page images. */
export function BackgroundFields({ device, own, computer, edit }: DeviceFieldProps) {
  const t = useEditorT();
  const { pickImage } = useEditor();
  const legend = t('editor.background.title');
  const background = own.background?.type ? own.background : null;
  const shown = background ?? (device === 'mobile' ? computer.background : null) ?? {};
  const type: BackgroundType = shown.type ?? 'NO_BACKGROUND';
  const setType = (next: string) =>
    edit((draft) => {
      const current = draft.background?.type ? draft.background : {};
      draft.background = { ...current, type: next as BackgroundType };
    });
  return (
    <FieldGroup
      legend={legend}
      device={device}
      testId="background"
      canReset={Boolean(own.background?.type)}
      onReset={() =>
        edit((draft) => {
          delete draft.background;
        })
      }
    >
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('editor.background.type')}
        value={type}
        onChange={setType}
        data={[
          { value: 'NO_BACKGROUND', label: t('editor.background.none') },
          { value: 'COLOR', label: t('editor.background.color') },
          { value: 'IMAGE', label: t('editor.background.image') },
        ]}
        data-testid="background-type"
      />
      {type === 'COLOR' && (
        <ColorInput
          size="xs"
          format="hex"
          label={t('editor.background.colorLabel')}
          value={background?.color ?? ''}
          placeholder={device === 'mobile' ? (computer.background?.color ?? undefined) : undefined}
          onChange={(color) =>
            edit((draft) => {
              draft.background = { ...draft.background, type: 'COLOR', color };
            }, 'background.color')
          }
          data-testid="background-color"
        />
      )}
      {type === 'IMAGE' && (
        <Group gap="xs" wrap="nowrap">
          {shown.filename ? (
            <Image src={shown.filename} alt={t('editor.background.imageAlt')} h={48} w={72} fit="cover" radius="xs" />
          ) : (
            <Text size="xs" c="dimmed">
              {t('editor.background.noImage')}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="light"
            onClick={() =>
              pickImage((image) =>
                edit((draft) => {
                  // The server fills `filename` in from the image's record; the preview needs it now.
                  draft.background = { type: 'IMAGE', idImage: image.id, filename: image.url };
                }),
              )
            }
            data-testid="background-image-choose"
          >
            {t('editor.background.chooseImage')}
          </Button>
        </Group>
      )}
    </FieldGroup>
  );
}
