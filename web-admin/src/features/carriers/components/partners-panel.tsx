import { useState } from 'react';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectionModes,
  insuranceLevels,
  mondialRelayActivateSchema,
  vignobleExportActivateSchema,
  vignobleExportUpdateSchema,
  type VignobleExportView,
} from '@cellar/shared/shipping/partners';
import { readNumber } from '@cellar/shared/validation/numbers';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  activateMondialRelay,
  activateVignobleExport,
  carrierKeys,
  partnersQuery,
  toggleVignobleExport,
  updateVignobleExport,
  usableBoxesQuery,
  type MondialRelayBody,
  type VignobleExportBody,
} from '../api/carriers-api.ts';
import { useBoxLabel } from './carrier-form.tsx';
import { useCarriersT } from './carrier-text.ts';

type Settings = VignobleExportView;

interface VignobleExportValues {
  name: string;
  vatNumber: string;
  apiKey: string;
  percentageToApply: string;
  boxes: string[];
}

function vignobleExportInput(values: VignobleExportValues, numbers: boolean): VignobleExportBody {
  const percentage = values.percentageToApply.trim();
  return {
    name: values.name,
    vatNumber: values.vatNumber,
    ...(values.apiKey.trim() === '' ? {} : { apiKey: values.apiKey }),
    ...(percentage === '' ? {} : { percentageToApply: numbers ? readNumber(percentage) : percentage }),
    boxes: values.boxes.map(Number),
  } as VignobleExportBody;
}

/** Vignoble Export's settings (spec 1 §3, §5 "Export vineyard partner"): activate, or change them. */
function VignobleExportModal({ settings, onClose }: { settings: Settings | null; onClose: () => void }) {
  const t = useCarriersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const boxLabel = useBoxLabel();
  const boxes = useQuery(usableBoxesQuery(api));
  const exportBoxes = (boxes.data ?? []).filter((b) => b.boxType === 'GLOBAL' && b.type === 'VIGNOBLE_EXPORT');
  const schema = settings ? vignobleExportUpdateSchema : vignobleExportActivateSchema;
  const dialog = useSaveForm<VignobleExportValues, unknown>({
    initialValues: {
      name: settings?.name ?? '',
      vatNumber: settings?.vatNumber ?? '',
      apiKey: '',
      percentageToApply: settings && settings.percentageToApply !== 0 ? String(settings.percentageToApply) : '',
      boxes: (settings?.boxes ?? []).map(String),
    },
    rules: (values, lang) => schemaErrors(schema, vignobleExportInput(values, false), lang),
    submit: (values) => {
      const body = vignobleExportInput(values, true);
      return settings ? updateVignobleExport(api, body) : activateVignobleExport(api, body);
    },
    success: t('carriers.partners.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: carrierKeys.partners }),
    onClose,
    inputTestId: 've',
  });
  const { form, named } = dialog;
  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={t('carriers.partners.vignobleExport')}
      testId="ve-modal"
      submitTestId="ve-submit"
      submitLabel={settings ? t('common.save') : t('carriers.partners.activate')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('carriers.partners.contactName')} withAsterisk {...named('name')} />
        <TextInput label={t('carriers.partners.vatNumber')} withAsterisk {...named('vatNumber')} />
        <PasswordInput
          label={t('carriers.partners.apiKey')}
          withAsterisk={!settings}
          placeholder={settings?.apiKeyMasked ?? undefined}
          autoComplete="off"
          {...named('apiKey')}
          description={settings ? t('carriers.partners.keepKey') : undefined}
        />
        <TextInput label={t('carriers.percentage')} inputMode="decimal" {...named('percentageToApply')} />
      </SimpleGrid>
      <Checkbox.Group
        label={t('carriers.partners.exportBoxes')}
        withAsterisk
        value={form.getValues().boxes}
        onChange={(ids) => {
          form.setFieldValue('boxes', ids);
          form.clearFieldError('boxes');
        }}
        error={form.errors.boxes as string | undefined}
      >
        <Stack gap={4} mt="xs">
          {exportBoxes.map((box) => (
            <Checkbox key={box.id} value={String(box.id)} label={boxLabel(box)} data-testid={`ve-box-${box.id}`} />
          ))}
          {boxes.data && exportBoxes.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('carriers.partners.noExportBox')}
            </Text>
          )}
        </Stack>
      </Checkbox.Group>
    </DialogForm>
  );
}

interface MondialRelayValues {
  enseigne: string;
  privateKey: string;
  insuranceLevel: string;
  collectionMode: string;
}

/** A blank private key keeps the stored one; before the first activation there is none to keep. */
function mondialRelayInput(values: MondialRelayValues, active: boolean): MondialRelayBody {
  return {
    enseigne: values.enseigne,
    ...(active && values.privateKey.trim() === '' ? {} : { privateKey: values.privateKey }),
    insuranceLevel: Number(values.insuranceLevel),
    collectionMode: values.collectionMode,
  } as MondialRelayBody;
}

/** Mondial Relay's account (brand code and private key), insurance level and collection mode. */
function MondialRelayModal({ brand, active, onClose }: { brand: string | null; active: boolean; onClose: () => void }) {
  const t = useCarriersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const dialog = useSaveForm<MondialRelayValues, unknown>({
    initialValues: { enseigne: brand ?? '', privateKey: '', insuranceLevel: '1', collectionMode: 'CCC' },
    rules: (values, lang) => schemaErrors(mondialRelayActivateSchema, mondialRelayInput(values, active), lang),
    submit: (values) => activateMondialRelay(api, mondialRelayInput(values, active)),
    success: t('carriers.partners.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: carrierKeys.partners }),
    onClose,
    inputTestId: 'mr',
  });
  const { named } = dialog;
  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={t('carriers.partners.mondialRelay')}
      testId="mr-modal"
      submitTestId="mr-submit"
      submitLabel={active ? t('common.save') : t('carriers.partners.activate')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('carriers.partners.enseigne')} withAsterisk {...named('enseigne')} />
        <PasswordInput
          label={t('carriers.partners.privateKey')}
          withAsterisk={!active}
          autoComplete="off"
          {...named('privateKey')}
          description={active ? t('carriers.partners.keepKey') : undefined}
        />
        <NativeSelect
          label={t('carriers.partners.insuranceLevel')}
          data={insuranceLevels.map((l) => ({ value: String(l), label: String(l) }))}
          {...named('insuranceLevel')}
        />
        <NativeSelect
          label={t('carriers.partners.collectionMode')}
          data={collectionModes.map((m) => ({ value: m, label: t(`carriers.partners.collectionModes.${m}`) }))}
          {...named('collectionMode')}
        />
      </SimpleGrid>
    </DialogForm>
  );
}

/**
 * The carrier partners on `/carrier`: Vignoble Export (activate with its settings, offer it or not)
 * and Mondial Relay (activate, change its account); their API keys are never shown back.
 */
export function PartnersPanel() {
  const t = useCarriersT();
  const api = useApi();
  const queryClient = useQueryClient();
  const partners = useQuery(partnersQuery(api));
  const [open, setOpen] = useState<'ve' | 'mr' | null>(null);
  const toggle = useMutation({
    mutationFn: () => toggleVignobleExport(api),
    onSuccess: (settings) => toast('success', settings.valid ? t('kit.list.validated') : t('kit.list.invalidated')),
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: carrierKeys.partners }),
  });
  if (!partners.data) return null;
  const { vignobleExport, mondialRelay } = partners.data;

  return (
    <Group gap="md" align="stretch" data-testid="partners-panel">
      <Paper withBorder p="sm" miw={280}>
        <Group justify="space-between" gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{t('carriers.partners.vignobleExport')}</Text>
            <Badge
              variant="light"
              color={vignobleExport ? (vignobleExport.valid ? 'green' : 'gray') : 'orange'}
              data-testid="ve-status"
            >
              {vignobleExport
                ? vignobleExport.valid
                  ? t('carriers.partners.offered')
                  : t('carriers.partners.notOffered')
                : t('carriers.partners.notActivated')}
            </Badge>
          </Stack>
          <Stack gap={6} align="flex-end">
            <Button size="compact-sm" variant="light" onClick={() => setOpen('ve')} data-testid="ve-open">
              {vignobleExport ? t('carriers.partners.settings') : t('carriers.partners.activate')}
            </Button>
            {vignobleExport && (
              <Switch
                size="xs"
                label={t('carriers.partners.offer')}
                checked={vignobleExport.valid}
                disabled={toggle.isPending}
                onChange={() => toggle.mutate()}
                data-testid="ve-toggle"
              />
            )}
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder p="sm" miw={280}>
        <Group justify="space-between" gap="sm">
          <Stack gap={4}>
            <Text fw={600}>{t('carriers.partners.mondialRelay')}</Text>
            <Badge variant="light" color={mondialRelay.active ? 'green' : 'orange'} data-testid="mr-status">
              {mondialRelay.active
                ? t('carriers.partners.activeAs', { brand: mondialRelay.brand ?? '' })
                : t('carriers.partners.notActivated')}
            </Badge>
          </Stack>
          <Button size="compact-sm" variant="light" onClick={() => setOpen('mr')} data-testid="mr-open">
            {mondialRelay.active ? t('carriers.partners.settings') : t('carriers.partners.activate')}
          </Button>
        </Group>
      </Paper>
      {open === 've' && <VignobleExportModal settings={vignobleExport} onClose={() => setOpen(null)} />}
      {open === 'mr' && (
        <MondialRelayModal brand={mondialRelay.brand} active={mondialRelay.active} onClose={() => setOpen(null)} />
      )}
    </Group>
  );
}
