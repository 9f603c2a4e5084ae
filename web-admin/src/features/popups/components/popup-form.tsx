import { Checkbox, Group, NumberInput, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { maxPopupDelaySeconds, popupFrequencies, popupIssues } from '@cellar/shared/content/popup';
import type { Lang } from '@cellar/shared/i18n/lang';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { imageListError } from '../../../components/kit/image-field.tsx';
import { ImagesField, type ImageItem } from '../../../components/kit/images-field.tsx';
import { RichTextInput } from '../../../components/kit/rich-text-input.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { createPopup, popupKeys, updatePopup, type PopupBody, type PopupRow } from '../api/popup-api.ts';
import { usePopupsT } from './popup-text.ts';

interface PopupValues {
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  delaySeconds: number | string;
  /** One path a line. */
  pages: string;
  frequency: string;
  valid: boolean;
  images: ImageItem[];
}

const valuesOf = (popup: PopupRow | null): PopupValues => ({
  title: popup?.title ?? '',
  content: popup?.content ?? '',
  startDate: popup?.startDate ?? '',
  endDate: popup?.endDate ?? '',
  delaySeconds: popup?.delaySeconds ?? 0,
  pages: (popup?.pages ?? []).join('\n'),
  frequency: popup?.frequency ?? 'ONCE',
  valid: popup?.valid ?? true,
  images: popup?.image ? [{ key: `popup-image-${popup.id}`, id: String(popup.id), ...popup.image }] : [],
});

const pagesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const draftOf = (values: PopupValues) => ({
  ...values,
  delaySeconds: values.delaySeconds === '' ? 0 : values.delaySeconds,
  pages: pagesOf(values.pages),
});

/** What the API takes: the new file under `image` (if any), `removeImage` when the current one was taken away. */
function popupBody(values: PopupValues, popup: PopupRow | null): PopupBody {
  const { images, ...draft } = draftOf(values);
  const item = images[0];
  return {
    ...draft,
    delaySeconds: Number(draft.delaySeconds),
    alt: item?.alt ?? '',
    ...(item?.file ? { image: item.file } : {}),
    ...(popup?.image && images.length === 0 ? { removeImage: true } : {}),
  } as PopupBody;
}

/**
 * `/popup/add` and `/popup/{id}`: title, content in rich text, the days it shows between, its delay, the pages it
 * shows on (none: every page), how often a visitor sees it, valid. The rules of shared (`popupIssues`) show every
 * field's message at once, as the server answers them.
 */
export function PopupForm({ popup }: { popup: PopupRow | null }) {
  const t = usePopupsT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rules = (values: PopupValues, lang: Lang): FieldErrors => {
    const errors: FieldErrors = Object.fromEntries(
      Object.entries(popupIssues(draftOf(values))).map(([field, key]) => [field, translate(key, lang)]),
    );
    const images = imageListError(values.images, 1, 'popup.oneImage', lang);
    if (images) errors.images = images;
    return errors;
  };
  const form = useSaveForm<PopupValues, unknown>({
    initialValues: valuesOf(popup),
    rules,
    submit: (values) => {
      const body = popupBody(values, popup);
      return popup ? updatePopup(api, popup.id, body) : createPopup(api, body);
    },
    success: t('behaviours.popups.saved'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: popupKeys.all });
      void navigate(to('/popup'));
    },
    fields: [
      'title',
      'content',
      'startDate',
      'endDate',
      'delaySeconds',
      'pages',
      'frequency',
      'valid',
      'images',
      'image',
    ],
    // The server names the image `image`; the form shows it under the images field.
    mapErrors: (errors) => (errors.image ? { ...errors, images: errors.image } : errors),
    inputTestId: 'popup',
  });
  const { named } = form;
  const values = form.form.getValues();
  return (
    <Stack gap="md" data-testid="popup-screen">
      <Title order={2}>{popup ? t('behaviours.popups.editTitle') : t('behaviours.popups.addTitle')}</Title>
      <Paper withBorder p="lg" maw={900}>
        <FormBody
          state={form}
          testId="popup-form"
          submitTestId="popup-submit"
          onCancel={() => void navigate(to('/popup'))}
        >
          <TextInput label={t('behaviours.popups.titleField')} withAsterisk {...named('title')} />
          <RichTextInput
            label={t('behaviours.popups.content')}
            required
            value={values.content}
            onChange={(html) => form.form.setFieldValue('content', html)}
            error={form.form.errors.content as string | undefined}
            testId="popup-content"
            minHeight={160}
          />
          <ImagesField
            label={t('behaviours.popups.image')}
            max={1}
            {...form.imagesAt('images')}
            testId="popup-images"
          />
          <Group grow align="flex-start">
            <TextInput type="date" label={t('behaviours.popups.startDate')} {...named('startDate')} />
            <TextInput type="date" label={t('behaviours.popups.endDate')} {...named('endDate')} />
          </Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('behaviours.popups.delaySeconds')}
              min={0}
              max={maxPopupDelaySeconds}
              allowDecimal={false}
              {...named('delaySeconds')}
            />
            <Select
              label={t('behaviours.popups.frequency')}
              allowDeselect={false}
              data={popupFrequencies.map((value) => ({ value, label: t(`behaviours.popups.frequencies.${value}`) }))}
              {...named('frequency')}
            />
          </Group>
          <Textarea
            label={t('behaviours.popups.pages')}
            rows={3}
            {...named('pages', t('behaviours.popups.pagesHelp'))}
          />
          <Checkbox label={t('behaviours.valid')} {...named('valid')} />
        </FormBody>
      </Paper>
    </Stack>
  );
}
