import { NumberInput, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { homeCardIssues, maxHomeCardImages } from '@cellar/shared/content/home-card';
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
import {
  createHomeCard,
  homeCardKeys,
  updateHomeCard,
  type HomeCardBody,
  type HomeCardRow,
} from '../api/home-cards-api.ts';
import { useHomeCardsT } from './home-cards-text.ts';

interface HomeCardValues {
  title: string;
  description: string;
  order: number | string;
  images: ImageItem[];
}

const shown = ['title', 'description', 'order', 'images', 'imageMeta'];

function valuesOf(card: HomeCardRow | null): HomeCardValues {
  return {
    title: card?.title ?? '',
    description: card?.description ?? '',
    order: card?.order ?? '',
    images: (card?.images ?? []).map((image) => ({
      key: `home-card-image-${image.id}`,
      id: image.id,
      url: image.url,
      alt: image.alt,
    })),
  };
}

/** What the API takes: the new files under `images`, `imageMeta` naming every image in order with its alt text. */
function homeCardBody(values: HomeCardValues): Record<string, unknown> {
  const images: File[] = [];
  const imageMeta = values.images.map((item) => {
    if (!item.file) return { id: item.id, alt: item.alt };
    images.push(item.file);
    return { file: images.length - 1, alt: item.alt };
  });
  return {
    title: values.title,
    description: values.description,
    order: String(values.order),
    imageMeta,
    ...(images.length > 0 ? { images } : {}),
  };
}

const altPath = /^imageMeta\.(\d+)\.alt$/;

/** The messages of the alternative texts (`imageMeta.<n>.alt`, the rules' and the server's), by image. */
function altErrorsOf(errors: Record<string, unknown>): Record<number, string> {
  const found: Record<number, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = altPath.exec(path);
    if (match && typeof message === 'string') found[Number(match[1])] = message;
  }
  return found;
}

/**
 * `/home-cards/add` and `/home-cards/update/{id}`: title, rich-text description, order, images with their alternative
 * texts. The Home card rules of shared (`homeCardIssues`) show every field's message at once, as the server answers
 * them; the server's own messages land on the same fields.
 */
export function HomeCardForm({ card }: { card: HomeCardRow | null }) {
  const t = useHomeCardsT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const rules = (values: HomeCardValues, lang: Lang): FieldErrors => {
    const issues = homeCardIssues(values);
    const errors: FieldErrors = {};
    for (const [field, key] of Object.entries(issues)) if (key) errors[field] = translate(key, lang);
    const images = imageListError(values.images, maxHomeCardImages, 'homeCard.tooManyImages', lang);
    if (images) errors.images = images;
    return errors;
  };
  const form = useSaveForm<HomeCardValues, unknown>({
    initialValues: valuesOf(card),
    rules,
    submit: (values) => {
      const body = homeCardBody(values) as HomeCardBody;
      return card ? updateHomeCard(api, card.id, body) : createHomeCard(api, body);
    },
    success: card ? t('homeCards.updated') : t('homeCards.created'),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: homeCardKeys.all });
      void navigate(to('/home-cards'));
    },
    fields: shown,
    // A file `images.<n>` or an image of the order `imageMeta.<n>` goes to the images field; alt texts stay theirs.
    mapErrors: (errors) => {
      const mapped: Record<string, string> = {};
      for (const [field, message] of Object.entries(errors))
        mapped[!altPath.test(field) && /^(images|imageMeta)\.\d+/.test(field) ? 'images' : field] = message;
      return mapped;
    },
    inputTestId: 'home-card',
  });
  const { named } = form;
  const values = form.form.getValues();

  return (
    <Stack gap="md" data-testid="home-card-screen">
      <Title order={2}>{card ? t('homeCards.editTitle') : t('homeCards.addTitle')}</Title>
      <Paper withBorder p="lg" maw={900}>
        <FormBody
          state={form}
          testId="home-card-form"
          submitTestId="home-card-submit"
          onCancel={() => void navigate(to('/home-cards'))}
        >
          <TextInput label={t('homeCards.titleField')} withAsterisk {...named('title')} />
          <RichTextInput
            label={t('homeCards.description')}
            required
            value={values.description}
            onChange={(html) => form.form.setFieldValue('description', html)}
            error={form.form.errors.description as string | undefined}
            testId="home-card-description"
            minHeight={160}
          />
          <NumberInput
            label={t('homeCards.order')}
            withAsterisk
            allowDecimal={false}
            maw={200}
            {...named('order', t('homeCards.orderHelp'))}
          />
          <ImagesField
            label={t('homeCards.images')}
            max={maxHomeCardImages}
            {...form.imagesAt('images')}
            altErrors={altErrorsOf(form.form.errors)}
            testId="home-card-images"
          />
        </FormBody>
      </Paper>
    </Stack>
  );
}
