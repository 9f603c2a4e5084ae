import type { JSX } from 'react';
import {
  Alert,
  MultiSelect,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ContentImage } from '@cellar/shared/pages/page-document';
import type { ComponentSlug } from '@cellar/shared/pages/components';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import {
  elementChoicesQuery,
  formChoicesQuery,
  kindChoicesQuery,
  pickupPlaceChoicesQuery,
  productChoicesQuery,
} from '../api/config-choices-api.ts';
import { configErrors, configValues } from './component-config.ts';
import { ImageGalleryField } from './image-gallery-field.tsx';
import { usePagesT } from './pages-text.ts';

/** What the form of one renderer reads: the values (defaults filled in), a change, and the message of a path. */
interface SlugFormProps {
  values: Record<string, unknown>;
  set: (key: string, next: unknown) => void;
  errorOf: (path: string) => string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const numberOrText = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : '');
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);

/** A switch of a boolean setting. */
function Flag({ name, label, values, set }: SlugFormProps & { name: string; label: string }) {
  return (
    <Switch
      label={label}
      checked={values[name] === true}
      onChange={(event) => set(name, event.currentTarget.checked)}
      data-testid={`config-${name}`}
    />
  );
}

/** A whole number between `min` and `max`; out of range, the rule's message says so rather than the value changing. */
function Count({
  name,
  label,
  min,
  max,
  values,
  set,
  errorOf,
}: SlugFormProps & { name: string; label: string; min: number; max: number }) {
  return (
    <NumberInput
      label={label}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      value={numberOrText(values[name])}
      onChange={(next) => set(name, next)}
      error={errorOf(name)}
      data-testid={`config-${name}`}
    />
  );
}

/** `product-list`: the shop's wines with the storefront's filters. */
function ProductListForm(props: SlugFormProps) {
  const t = usePagesT();
  const api = useApi();
  const kinds = useQuery(kindChoicesQuery(api));
  const { values, set, errorOf } = props;
  return (
    <>
      <Flag {...props} name="showFilters" label={t('pages.config.showFilters')} />
      <MultiSelect<number>
        label={t('pages.config.kinds')}
        description={t('pages.config.kindsHelp')}
        data={(kinds.data ?? []).map((kind) => ({ value: kind.id, label: kind.name }))}
        value={ids(values.kinds)}
        onChange={(next) => set('kinds', next)}
        placeholder={kinds.isPending ? t('common.loading') : undefined}
        searchable
        clearable
        error={errorOf('kinds')}
        data-testid="config-kinds"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('pages.config.orderBy')}
          data={[
            { value: 'name', label: t('pages.config.orderByName') },
            { value: 'price', label: t('pages.config.orderByPrice') },
          ]}
          value={text(values.orderBy)}
          onChange={(event) => set('orderBy', event.currentTarget.value)}
          error={errorOf('orderBy')}
          data-testid="config-orderBy"
        />
        <Count {...props} name="nbItem" label={t('pages.config.nbItem')} min={1} max={100} />
      </SimpleGrid>
    </>
  );
}

/** `product-highlight`: one wine put forward, with a button to it. */
function ProductHighlightForm(props: SlugFormProps) {
  const t = usePagesT();
  const api = useApi();
  const products = useQuery(productChoicesQuery(api));
  const { values, set, errorOf } = props;
  return (
    <>
      <NativeSelect
        label={t('pages.config.product')}
        data={[
          { value: '', label: products.isPending ? t('common.loading') : t('pages.config.chooseProduct') },
          ...(products.data ?? []).map((product) => ({ value: String(product.id), label: product.name })),
        ]}
        value={typeof values.idProduct === 'number' ? String(values.idProduct) : ''}
        onChange={(event) =>
          set('idProduct', event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
        }
        error={errorOf('idProduct')}
        data-testid="config-idProduct"
      />
      <Flag {...props} name="showDescription" label={t('pages.config.showDescription')} />
      <TextInput
        label={t('pages.config.buttonLabel')}
        value={text(values.buttonLabel)}
        onChange={(event) => set('buttonLabel', event.currentTarget.value)}
        error={errorOf('buttonLabel')}
        data-testid="config-buttonLabel"
      />
    </>
  );
}

/** `news-list`: the site's latest news. */
function NewsListForm(props: SlugFormProps) {
  const t = usePagesT();
  return (
    <>
      <Count {...props} name="nbItem" label={t('pages.config.newsCount')} min={1} max={20} />
      <Flag {...props} name="promotedOnly" label={t('pages.config.promotedOnly')} />
    </>
  );
}

/** `contact-form`: its title and the form of the site it shows (none: the contact details only). */
function ContactFormForm({ values, set, errorOf }: SlugFormProps) {
  const t = usePagesT();
  const forms = useQuery(formChoicesQuery(useApi()));
  return (
    <>
      <TextInput
        label={t('pages.config.formTitle')}
        value={text(values.title)}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errorOf('title')}
        data-testid="config-title"
      />
      <NativeSelect
        label={t('pages.config.form')}
        description={t('pages.config.formHelp')}
        data={[
          { value: '', label: forms.isPending ? t('common.loading') : t('pages.config.noForm') },
          ...(forms.data ?? [])
            .filter((form) => form.valid || form.id === values.idForm)
            .map((form) => ({ value: String(form.id), label: form.name })),
        ]}
        value={typeof values.idForm === 'number' ? String(values.idForm) : ''}
        onChange={(event) => set('idForm', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        error={errorOf('idForm') ?? (forms.isError ? t('error.generic') : undefined)}
        data-testid="config-idForm"
      />
    </>
  );
}

/** `click-and-collect-places`: the pick-up places shown, with their hours and a link to a map. */
function PickupPlacesForm(props: SlugFormProps) {
  const t = usePagesT();
  const api = useApi();
  const places = useQuery(pickupPlaceChoicesQuery(api));
  const { values, set, errorOf } = props;
  return (
    <>
      <MultiSelect<number>
        label={t('pages.config.pickupPlaces')}
        description={t('pages.config.pickupPlacesHelp')}
        data={(places.data ?? []).map((place) => ({ value: place.id, label: `${place.name} (${place.city})` }))}
        value={ids(values.idAddresses)}
        onChange={(next) => set('idAddresses', next)}
        placeholder={places.isPending ? t('common.loading') : undefined}
        nothingFoundMessage={t('pages.config.noPickupPlace')}
        searchable
        clearable
        error={errorOf('idAddresses')}
        data-testid="config-idAddresses"
      />
      <Flag {...props} name="showHours" label={t('pages.config.showHours')} />
      <Flag {...props} name="showMapLink" label={t('pages.config.showMapLink')} />
    </>
  );
}

/** `image-gallery`: its columns and its pictures, each with its alternative text. */
function ImageGalleryForm(props: SlugFormProps) {
  const t = usePagesT();
  const { values, set, errorOf } = props;
  return (
    <>
      <Count {...props} name="columns" label={t('pages.config.columns')} min={1} max={6} />
      <ImageGalleryField
        value={Array.isArray(values.images) ? (values.images as ContentImage[]) : []}
        onChange={(next) => set('images', next)}
        errorOf={errorOf}
        max={48}
      />
    </>
  );
}

/** `call-to-action`: a sentence and a button. */
function CallToActionForm({ values, set, errorOf }: SlugFormProps) {
  const t = usePagesT();
  return (
    <>
      <Textarea
        label={t('pages.config.ctaText')}
        rows={2}
        resize="vertical"
        value={text(values.text)}
        onChange={(event) => set('text', event.currentTarget.value)}
        error={errorOf('text')}
        data-testid="config-text"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('pages.config.buttonLabel')}
          value={text(values.buttonLabel)}
          onChange={(event) => set('buttonLabel', event.currentTarget.value)}
          error={errorOf('buttonLabel')}
          data-testid="config-buttonLabel"
        />
        <NativeSelect
          label={t('pages.config.variant')}
          data={[
            { value: 'primary', label: t('pages.config.variantPrimary') },
            { value: 'outline', label: t('pages.config.variantOutline') },
          ]}
          value={text(values.variant)}
          onChange={(event) => set('variant', event.currentTarget.value)}
          error={errorOf('variant')}
          data-testid="config-variant"
        />
      </SimpleGrid>
      <TextInput
        label={t('pages.config.url')}
        description={t('pages.config.urlHelp')}
        value={text(values.url)}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errorOf('url')}
        data-testid="config-url"
      />
    </>
  );
}

/** `youtube-video`: the video's address (the shared rule says what is wrong with it) and its title. */
function YoutubeVideoForm({ values, set, errorOf }: SlugFormProps) {
  const t = usePagesT();
  return (
    <>
      <TextInput
        label={t('pages.config.videoUrl')}
        description={t('pages.config.videoUrlHelp')}
        value={text(values.url)}
        onChange={(event) => set('url', event.currentTarget.value)}
        error={errorOf('url')}
        data-testid="config-url"
      />
      <TextInput
        label={t('pages.config.videoTitle')}
        value={text(values.title)}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errorOf('title')}
        data-testid="config-title"
      />
    </>
  );
}

/** `element-list`: which of the site's elements, how many items, cards or a list. */
function ElementListForm(props: SlugFormProps) {
  const t = usePagesT();
  const api = useApi();
  const elements = useQuery(elementChoicesQuery(api));
  const { values, set, errorOf } = props;
  return (
    <>
      <NativeSelect
        label={t('pages.config.element')}
        data={[
          { value: '', label: elements.isPending ? t('common.loading') : t('pages.config.chooseElement') },
          ...(elements.data ?? []).map((element) => ({ value: element.route, label: element.name })),
        ]}
        value={text(values.route)}
        onChange={(event) => set('route', event.currentTarget.value)}
        error={errorOf('route')}
        data-testid="config-route"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Count {...props} name="nbItem" label={t('pages.config.elementCount')} min={1} max={50} />
        <NativeSelect
          label={t('pages.config.elementLayout')}
          data={[
            { value: 'cards', label: t('pages.config.elementCards') },
            { value: 'list', label: t('pages.config.elementList') },
          ]}
          value={text(values.layout)}
          onChange={(event) => set('layout', event.currentTarget.value)}
          error={errorOf('layout')}
          data-testid="config-layout"
        />
      </SimpleGrid>
    </>
  );
}

const slugForms: Record<ComponentSlug, (props: SlugFormProps) => JSX.Element> = {
  'product-list': ProductListForm,
  'product-highlight': ProductHighlightForm,
  'news-list': NewsListForm,
  'contact-form': ContactFormForm,
  'click-and-collect-places': PickupPlacesForm,
  'image-gallery': ImageGalleryForm,
  'call-to-action': CallToActionForm,
  'youtube-video': YoutubeVideoForm,
  'element-list': ElementListForm,
};

/**
 * The configuration of a component, one typed form per renderer (`componentConfigSchemas` of shared): the values
 * start from the schema's defaults, each change gives the whole configuration to `onChange`. Messages show under
 * their fields: the schema's own rules as the values change (a gallery image's alternative text included), and
 * `errors` (by path: `nbItem`, `images.1.alt`; the server's) over them. Used by the library's settings and by the page
 * editor.
 */
export function ComponentConfigForm({
  slug,
  value,
  onChange,
  errors,
}: {
  slug: ComponentSlug;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  errors?: Record<string, string>;
}) {
  const lang = useLang();
  const values = configValues(slug, value);
  // The schema's messages as the values change, those given (the server's, placed by the caller) over them.
  const shown = { ...configErrors(slug, values, lang), ...errors };
  const Form = slugForms[slug];
  const whole = shown[''];
  return (
    <Stack gap="sm" data-testid={`component-config-${slug}`}>
      {whole && (
        <Alert color="red" data-testid="component-config-error">
          {whole}
        </Alert>
      )}
      <Form values={values} set={(key, next) => onChange({ ...values, [key]: next })} errorOf={(path) => shown[path]} />
    </Stack>
  );
}
