import {
  Button,
  ColorInput,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  defaultQrcodeStyle,
  maxQrcodeMargin,
  qrcodeIssues,
  qrcodeLevels,
  type QrcodeLevel,
  type QrcodeStyle,
} from '@cellar/shared/content/qrcode';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  createQrcode,
  qrcodeKeys,
  qrcodeModelsQuery,
  updateQrcode,
  type QrcodeBody,
  type QrcodeRow,
} from '../api/qrcodes-api.ts';
import { qrcodeBase, type QrcodeArea } from './qrcode-area.ts';
import { downloadUrl, qrcodePngDataUrl, qrcodeSvg, svgDataUrl } from './qrcode-image.ts';
import { QrcodePreview } from './qrcode-preview.tsx';
import { useQrcodesT } from './qrcode-text.ts';

interface QrcodeValues {
  name: string;
  target: string;
  foreground: string;
  background: string;
  level: string;
  margin: number | string;
}

/** What the preview encodes before the first save gives the tracked address. */
const sampleAddress = 'https://example.com/q/AAAAAAAAAAAAAAAAAAAAAA';

function valuesOf(qrcode: QrcodeRow | null): QrcodeValues {
  const style = qrcode?.style ?? defaultQrcodeStyle;
  return { name: qrcode?.name ?? '', target: qrcode?.target ?? '', ...style };
}

/** The style the preview draws: the form's while it is valid, else the last valid part (a colour being typed). */
function previewStyle(values: QrcodeValues): QrcodeStyle {
  const issues = qrcodeIssues({ ...values, name: 'x', target: '/' }, { model: false });
  return {
    foreground: issues.foreground ? defaultQrcodeStyle.foreground : values.foreground,
    background: issues.background ? defaultQrcodeStyle.background : values.background,
    level: issues.level ? defaultQrcodeStyle.level : (values.level as QrcodeLevel),
    margin: issues.margin ? defaultQrcodeStyle.margin : Number(values.margin),
  };
}

/**
 * `/qrcode/add`, `/qrcode/update/{id}` (a site's QR code: name, target, style, which a model may fill) and the same
 * under `/superAdmin/qrcode` (a model: name and style). The live preview follows the fields; once saved, the QR code
 * of the tracked address downloads as SVG or PNG. The rules of shared (`qrcodeIssues`) under each field.
 */
export function QrcodeForm({ qrcode, area }: { qrcode: QrcodeRow | null; area: QrcodeArea }) {
  const t = useQrcodesT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const model = area === 'superAdmin';
  const base = qrcodeBase(area);
  const models = useQuery({ ...qrcodeModelsQuery(api), enabled: !model });

  const rules = (values: QrcodeValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(qrcodeIssues(values, { model }))) errors[field] = translate(key, lang);
    return errors;
  };
  const form = useSaveForm<QrcodeValues, unknown>({
    initialValues: valuesOf(qrcode),
    rules,
    submit: (values) => {
      const body = { ...values, margin: Number(values.margin), ...(model ? { target: undefined } : {}) } as QrcodeBody;
      return qrcode ? updateQrcode(api, qrcode.id, body) : createQrcode(api, body);
    },
    success: qrcode ? t('qrcodes.updated') : t('qrcodes.created'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: qrcodeKeys.all });
      void navigate(to(base));
    },
    fields: ['name', 'target', 'foreground', 'background', 'level', 'margin'],
    inputTestId: 'qrcode',
  });
  const { named } = form;
  const values = form.form.getValues();
  const style = previewStyle(values);
  const address = qrcode?.address ?? null;
  const filename = (qrcode?.name ?? 'qrcode').replace(/[^\w-]+/g, '-');

  const download = (kind: 'svg' | 'png') => {
    if (!address) return;
    const saved = qrcode!.style;
    const url = kind === 'svg' ? qrcodeSvg(address, saved).then(svgDataUrl) : qrcodePngDataUrl(address, saved);
    url.then(
      (href) => downloadUrl(href, `${filename}.${kind}`),
      () => toast('error', t('qrcodes.previewFailed')),
    );
  };

  const applyModel = (id: string) => {
    const chosen = models.data?.find((m) => String(m.id) === id);
    if (!chosen) return;
    form.form.setValues({ ...chosen.style });
  };

  return (
    <Stack gap="md" data-testid="qrcode-screen">
      <Title order={2}>
        {model
          ? qrcode
            ? t('qrcodes.editModelTitle')
            : t('qrcodes.addModelTitle')
          : qrcode
            ? t('qrcodes.editTitle')
            : t('qrcodes.addTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} maw={1100}>
        <Paper withBorder p="lg">
          <FormBody
            state={form}
            testId="qrcode-form"
            submitTestId="qrcode-submit"
            onCancel={() => void navigate(to(base))}
          >
            <TextInput label={t('qrcodes.name')} withAsterisk {...named('name')} />
            {!model && (
              <TextInput label={t('qrcodes.target')} withAsterisk {...named('target', t('qrcodes.targetHint'))} />
            )}
            {!model && (models.data?.length ?? 0) > 0 && (
              <NativeSelect
                label={t('qrcodes.model')}
                data={[
                  { value: '', label: t('qrcodes.noModel') },
                  ...models.data!.map((m) => ({ value: String(m.id), label: m.name })),
                ]}
                onChange={(event) => applyModel(event.currentTarget.value)}
                data-testid="qrcode-model"
              />
            )}
            <SimpleGrid cols={2}>
              <ColorInput
                label={t('qrcodes.foreground')}
                format="hex"
                withEyeDropper={false}
                {...named('foreground')}
              />
              <ColorInput
                label={t('qrcodes.background')}
                format="hex"
                withEyeDropper={false}
                {...named('background')}
              />
            </SimpleGrid>
            <SimpleGrid cols={2}>
              <NativeSelect
                label={t('qrcodes.level')}
                data={qrcodeLevels.map((level) => ({ value: level, label: t(`qrcodes.levels.${level}`) }))}
                {...named('level')}
              />
              <NumberInput
                label={t('qrcodes.margin')}
                min={0}
                max={maxQrcodeMargin}
                allowDecimal={false}
                {...named('margin')}
              />
            </SimpleGrid>
          </FormBody>
        </Paper>
        <Paper withBorder p="lg">
          <Stack gap="sm" align="center">
            <Title order={4}>{t('qrcodes.preview')}</Title>
            <QrcodePreview text={address ?? sampleAddress} style={style} size={220} testId="qrcode-preview" />
            {address ? (
              <>
                <Text size="xs" fw={500}>
                  {t('qrcodes.address')}
                </Text>
                <Text size="xs" c="dimmed" data-testid="qrcode-address">
                  {address}
                </Text>
                <Group gap="sm">
                  <Button variant="light" size="xs" onClick={() => download('svg')} data-testid="qrcode-download-svg">
                    {t('qrcodes.downloadSvg')}
                  </Button>
                  <Button variant="light" size="xs" onClick={() => download('png')} data-testid="qrcode-download-png">
                    {t('qrcodes.downloadPng')}
                  </Button>
                </Group>
              </>
            ) : (
              !model && (
                <Text size="xs" c="dimmed">
                  {t('qrcodes.addressLater')}
                </Text>
              )
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
