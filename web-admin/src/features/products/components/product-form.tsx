import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  capacityUnits,
  maxProductImageBytes,
  maxProductImages,
  productAddSchema,
  productTypes,
  productUpdateSchema,
  type ProductType,
} from '@cellar/shared/catalog/product';
import type { NomenclatureType } from '@cellar/shared/catalog/nomenclature';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { keepFieldFocus, ownSubmit } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { ImagesField, imagesFieldErrors } from '../../../components/kit/images-field.tsx';
import { imagesForRules, productImagesPart, uploadThroughPresignedPost } from '../api/product-images.ts';
import {
  createProduct,
  nomenclatureListQuery,
  productChoicesQuery,
  productKeys,
  productTagsQuery,
  recommendedTagsQuery,
  updateProduct,
  type ProductCreateBody,
  type ProductUpdateBody,
  type ProductView,
} from '../api/products-api.ts';
import { BoxProductsField } from './box-products-field.tsx';
import { FeaturesField } from './features-field.tsx';
import { GrapesField, type Choice } from './grapes-field.tsx';
import { NutritionFields } from './nutrition-fields.tsx';
import { newProductValues, productInput, productValues, type ProductFormValues } from './product-values.ts';
import { VintagesTable } from './vintages-table.tsx';
import { ProductOptions } from './product-options.tsx';

/** The fields of the screen by type and mode: an error on any other goes above the form. */
function shownFields(type: '' | ProductType, adding: boolean): Set<string> {
  const shown = new Set([
    'productType',
    'name',
    'description',
    'metaDescription',
    'multipleOf',
    'weight',
    'hasShippingFees',
    'isDematerialized',
    'setQuantity',
    'quantity',
    'sku',
    'tags',
    'features',
    'images',
    'imageMeta',
  ]);
  if (adding || type !== 'WINE') shown.add('price');
  if (type === 'WINE' || type === '') {
    for (const f of [
      'isVintage',
      'kind',
      'grapes',
      'taste',
      'meal',
      'label',
      'winetype',
      'temperature',
      'keepingYears',
    ])
      shown.add(f);
    if (adding)
      for (const f of ['year', 'capacity', 'capacityUnit', 'alcoholLevel', 'nutrition', 'ingredients']) shown.add(f);
  }
  if (type === 'BOX') shown.add('products');
  return shown;
}

/** Options of a nomenclature type for a select (`value` is the id as text). */
function useChoices(type: NomenclatureType, enabled: boolean): { choices: Choice[]; loading: boolean } {
  const api = useApi();
  const list = useQuery({ ...nomenclatureListQuery(api, type), enabled });
  return {
    choices: (list.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    loading: enabled && list.isPending,
  };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="lg" data-testid={testId}>
      <Stack gap="md">
        <Title order={3}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

export interface ProductFormProps {
  /** The product edited; none to add one. */
  product?: ProductView;
  /** On add: the type chosen in the list ('' when none yet). */
  initialType?: '' | ProductType;
}

/**
 * The product screen (spec 1 §2–§5), built by hand on Mantine and its form: general fields, images
 * with alternative texts, the WINE fields (grapes and percentages, detail lists, first vintage with
 * its nutrition and computed energy), the BOX contents, the price of other products; the rules of
 * shared (`productAddSchema` / `productUpdateSchema`) under each field as soon as it is left, the
 * server's field errors on the same fields. On edit, a wine's vintages are managed below the form.
 */
export function ProductForm({ product, initialType = '' }: ProductFormProps) {
  const t = useT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { showInputNames } = useSession();
  const adding = product === undefined;
  // The stock as the screen loaded it (reloading the product after a vintage change keeps the form):
  // what the server compares the stock with before changing it.
  const [loadedQuantity] = useState(product?.quantity ?? null);

  const rules = (values: ProductFormValues): FieldErrors => {
    const errors = schemaErrorsByPath(
      adding ? productAddSchema : productUpdateSchema,
      productInput(values, adding, imagesForRules(values.images), loadedQuantity),
      lang,
    );
    // A row without its choice: "required" rather than the id rule's wording.
    const required = translate('validation.required', lang);
    values.grapes.forEach((g, i) => g.id === '' && (errors[`grapes.${i}.id`] = required));
    values.products.forEach((p, i) => p.id === '' && (errors[`products.${i}.id`] = required));
    values.features.forEach(
      (f, i) => f.idType === '' && f.value.trim() !== '' && (errors[`features.${i}.idType`] = required),
    );
    return errors;
  };

  const save = useSaveForm<ProductFormValues, ProductView>({
    initialValues: product ? productValues(product) : newProductValues(initialType),
    rules,
    submit: async (submitted) => {
      const images = await productImagesPart(submitted.images, (file) => uploadThroughPresignedPost(api, file));
      const body = productInput(submitted, adding, images, loadedQuantity);
      return product
        ? updateProduct(api, product.id, body as ProductUpdateBody)
        : createProduct(api, body as ProductCreateBody);
    },
    success: product ? t('products.updated') : t('products.created'),
    onSaved: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      // A new wine opens on its edit screen, where its other vintages are added.
      navigate(to(!product && saved.productType === 'WINE' ? `/product/update/${saved.id}` : '/product'));
    },
    fields: (): Set<string> => shownFields(save.form.getValues().productType, adding),
  });
  const { form, named, pending, formError } = save;
  const values = form.getValues();
  const type = values.productType;
  const isWine = type === 'WINE' || (adding && type === '');
  const isBox = type === 'BOX';

  const grapes = useChoices('GRAPE', isWine);
  const kinds = useChoices('KIND', isWine);
  const tastes = useChoices('TASTE', isWine);
  const meals = useChoices('MEAL', isWine);
  const labels = useChoices('LABEL', isWine);
  const ingredients = useChoices('INGREDIENT', isWine);
  const boxChoices = useQuery({ ...productChoicesQuery(api), enabled: isBox });
  const siteTags = useQuery(productTagsQuery(api));
  const recommended = useQuery({ ...recommendedTagsQuery(api, product?.id ?? 0), enabled: product !== undefined });
  // A box holds wines and other products: neither itself nor another box.
  const boxProducts: Choice[] = (boxChoices.data ?? [])
    .filter((p) => p.id !== product?.id && p.type !== 'BOX')
    .map((p) => ({ value: String(p.id), label: p.name }));
  const suggestions = (recommended.data ?? []).filter((tag) => !values.tags.includes(tag));

  // Whole numbers (year, sold by, stock, keeping years): "1.3" stays as typed and the rules refuse it.
  const number = (path: string, label: string, props: { withAsterisk?: boolean; w?: number } = {}) => (
    <DecimalInput integer label={label} {...props} {...named(path)} />
  );
  const decimal = (path: string, label: string, props: { withAsterisk?: boolean; decimalScale?: number } = {}) => (
    <DecimalInput label={label} {...props} {...named(path)} />
  );
  const select = (
    path: string,
    label: string,
    choices: { choices: Choice[]; loading: boolean },
    empty: string,
    props: Record<string, unknown> = {},
  ) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: choices.loading ? t('common.loading') : empty }, ...choices.choices]}
      {...props}
      {...named(path)}
    />
  );
  const multi = (path: string, label: string, choices: { choices: Choice[]; loading: boolean }) => (
    <MultiSelect
      label={label}
      data={choices.choices}
      searchable
      clearable
      placeholder={choices.loading ? t('common.loading') : undefined}
      {...named(path)}
    />
  );
  const imageErrors = imagesFieldErrors(
    Object.fromEntries(Object.entries(form.errors).map(([k, v]) => [k, [String(v)]])),
    ['images', 'imageMeta'],
  );

  return (
    <Stack gap="md" data-testid="product-screen" data-mode={adding ? 'add' : 'update'}>
      <Group justify="space-between">
        <Title order={2}>{product ? product.name : t(`products.addTitle.${type === '' ? 'none' : type}`)}</Title>
        <Button variant="default" component={Link} to={to('/product')} data-testid="back-to-list">
          {t('products.backToList')}
        </Button>
      </Group>
      <form onSubmit={ownSubmit(save.onSubmit)} noValidate>
        <Stack gap="md" maw={1000}>
          {formError && (
            <Alert color="red" data-testid="form-error">
              {formError}
            </Alert>
          )}
          <Section title={t('products.sections.general')} testId="section-general">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('products.type')}
                withAsterisk
                disabled={!adding}
                data={[
                  { value: '', label: t('products.chooseType') },
                  ...productTypes.map((p) => ({ value: p, label: t(`products.types.${p}`) })),
                ]}
                {...named('productType')}
              />
              <TextInput label={t('products.name')} withAsterisk {...named('name')} />
            </SimpleGrid>
            <Textarea
              label={t('products.description')}
              withAsterisk
              rows={5}
              resize="vertical"
              {...named('description')}
            />
            <Textarea
              label={t('products.metaDescription')}
              rows={2}
              resize="vertical"
              maxLength={300}
              {...named('metaDescription')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {!isWine && decimal('price', t('products.price'), { withAsterisk: true, decimalScale: 2 })}
              {number('multipleOf', isBox ? t('products.bottlesInBox') : t('products.multipleOf'), {
                withAsterisk: type !== 'OTHER',
              })}
              <TextInput label={t('products.sku')} {...named('sku')} />
            </SimpleGrid>
            <Group gap="xl">
              <Checkbox label={t('products.hasShippingFees')} {...named('hasShippingFees')} />
              <Checkbox label={t('products.isDematerialized')} {...named('isDematerialized')} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {decimal('weight', t('products.weight'), {
                withAsterisk: values.hasShippingFees && !values.isDematerialized,
                decimalScale: 3,
              })}
            </SimpleGrid>
            <Group align="flex-end" gap="xl">
              <Switch label={t('products.setQuantity')} {...named('setQuantity')} />
              {values.setQuantity && number('quantity', t('products.stock'), { w: 160 })}
            </Group>
            <TagsInput label={t('products.tags')} data={siteTags.data ?? []} clearable {...named('tags')} />
            {suggestions.length > 0 && (
              <Group gap="xs" data-testid="recommended-tags">
                <Text size="sm" c="dimmed">
                  {t('products.recommendedTags')}
                </Text>
                {suggestions.map((tag) => (
                  <Badge
                    key={tag}
                    component="button"
                    type="button"
                    variant="light"
                    style={{ cursor: 'pointer' }}
                    onClick={() => form.setFieldValue('tags', [...form.getValues().tags, tag])}
                    aria-label={t('products.addTag', { tag })}
                  >
                    {tag}
                  </Badge>
                ))}
              </Group>
            )}
            <FeaturesField form={form} showInputNames={showInputNames} />
          </Section>

          <Section title={t('products.sections.images')} testId="section-images">
            <ImagesField
              label={t('products.images')}
              value={values.images}
              onChange={(items) => {
                form.setFieldValue('images', items);
                // The images changed: their messages (the rules' or the server's) are checked again on save.
                form.setErrors(
                  Object.fromEntries(
                    Object.entries(form.errors).filter(([field]) => !/^(images|imageMeta)(\.|$)/.test(field)),
                  ),
                );
              }}
              max={maxProductImages}
              maxBytes={maxProductImageBytes}
              error={imageErrors.error}
              altErrors={imageErrors.altErrors}
              disabled={pending}
              testId="product-images"
            />
          </Section>

          {isWine && (
            <Section title={t('products.sections.wine')} testId="section-wine">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {select('kind', t('products.kind'), kinds, t('products.chooseKind'), { withAsterisk: true })}
                <Switch mt={28} label={t('products.isVintage')} {...named('isVintage')} />
              </SimpleGrid>
              <GrapesField form={form} grapes={grapes.choices} showInputNames={showInputNames} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {multi('taste', t('products.taste'), tastes)}
                {multi('meal', t('products.meal'), meals)}
                {multi('label', t('products.label'), labels)}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput label={t('products.winetype')} {...named('winetype')} />
                <TextInput label={t('products.temperature')} {...named('temperature')} />
                {number('keepingYears', t('products.keepingYears'))}
              </SimpleGrid>
            </Section>
          )}

          {isWine && adding && (
            <Section title={t('products.sections.firstVintage')} testId="section-first-vintage">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {values.isVintage && number('year', t('products.year'), { withAsterisk: true })}
                {decimal('price', t('products.price'), { withAsterisk: true, decimalScale: 2 })}
                {decimal('capacity', t('products.capacity'), { withAsterisk: true, decimalScale: 2 })}
                <NativeSelect
                  label={t('products.capacityUnit')}
                  data={capacityUnits.map((u) => ({ value: u, label: u }))}
                  {...named('capacityUnit')}
                />
              </SimpleGrid>
              <NutritionFields
                inputProps={(path) => form.getInputProps(path)}
                alcoholLevel={values.alcoholLevel}
                sugar={values.nutrition.sugar}
                showInputNames={showInputNames}
              />
              {multi('ingredients', t('products.ingredients'), ingredients)}
            </Section>
          )}

          {isBox && (
            <Section title={t('products.sections.box')} testId="section-box">
              <BoxProductsField
                form={form}
                products={boxProducts}
                loading={boxChoices.isPending}
                showInputNames={showInputNames}
              />
            </Section>
          )}

          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={to('/product')}
              disabled={pending}
              onMouseDown={keepFieldFocus}
            >
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={pending} onMouseDown={keepFieldFocus} data-testid="form-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {product && product.productType === 'WINE' && (
        <VintagesTable
          idProduct={product.id}
          isVintage={product.isVintage}
          vintages={product.vintages}
          ingredients={ingredients.choices}
        />
      )}
      {product && <ProductOptions product={product} />}
    </Stack>
  );
}
