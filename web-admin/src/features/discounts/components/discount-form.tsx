import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  discountDestinationTypes,
  discountDetailTypes,
  discountInputSchema,
  discountTypes,
  isCodeDiscount,
  type DiscountDestinationType,
} from '@cellar/shared/checkout/discount';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang } from '../../../lib/i18n/lang.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { DialogForm, keepFieldFocus } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveDialogProps } from '../../../components/kit/save-form.ts';
import { discountProductsQuery, type DiscountBody, type DiscountRow } from '../api/discounts-api.ts';
import { useDiscountsT } from './discount-text.ts';

export interface DiscountValues {
  label: string;
  code: string;
  type: string;
  destinationType: string;
  detailType: string;
  amount: string;
  total: number | string;
  users: string[];
  decreasingLimit: number | string;
  idProducts: string[];
  startOn: string;
  endOn: string;
  valid: boolean;
  usableOnce: boolean;
}

/** Fields the form shows; a server error on another one goes in the alert above the form. */
const shown = [
  'label',
  'code',
  'type',
  'destinationType',
  'detailType',
  'amount',
  'total',
  'users',
  'decreasingLimit',
  'idProducts',
  'startOn',
  'endOn',
];

/** The server's messages on the inputs: `users.1` on the customers. */
function onInputs(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field.split('.')[0]!, message]));
}

/** An amount as a form field shows it: a comma in French. */
const amountText = (amount: number, lang: string) =>
  lang === 'fr_FR' ? String(amount).replace('.', ',') : String(amount);

function valuesOf(discount: DiscountRow | null, lang: string): DiscountValues {
  return {
    label: discount?.label ?? '',
    code: discount?.code ?? '',
    type: discount?.type ?? '',
    destinationType: discount?.destinationType ?? '',
    detailType: discount?.detailType ?? '',
    amount: discount ? amountText(discount.amount, lang) : '',
    total: discount?.total ?? '',
    users: (discount?.users ?? []).map(String),
    decreasingLimit: discount?.decreasingLimit ?? '',
    idProducts: (discount?.idProducts ?? []).map(String),
    startOn: discount?.startOn ?? '',
    endOn: discount?.endOn ?? '',
    valid: discount?.valid ?? true,
    usableOnce: discount?.usableOnce ?? false,
  };
}

const blankToNull = (value: number | string): number | string | null =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** What the shared rules and the API read: only the fields of the chosen destination type. */
export function discountInput(values: DiscountValues): DiscountBody {
  const destination = values.destinationType as DiscountDestinationType;
  const known = (discountDestinationTypes as readonly string[]).includes(destination);
  const withCode = known && isCodeDiscount(destination);
  return {
    label: values.label,
    type: values.type === '' ? null : values.type,
    destinationType: values.destinationType === '' ? null : values.destinationType,
    detailType: values.detailType === '' ? null : values.detailType,
    amount: values.amount,
    startOn: values.startOn.trim() === '' ? null : values.startOn.trim(),
    endOn: values.endOn.trim() === '' ? null : values.endOn.trim(),
    valid: values.valid,
    ...(withCode ? { code: values.code, usableOnce: values.usableOnce } : {}),
    ...(destination === 'GENERAL' ? { total: blankToNull(values.total) } : {}),
    ...(destination === 'SPECIFIC' ? { users: values.users.map((u) => u.trim()) } : {}),
    ...(destination === 'DECREASING' ? { decreasingLimit: blankToNull(values.decreasingLimit) } : {}),
    ...(destination === 'PRODUCT' ? { idProducts: values.idProducts } : {}),
  };
}

/** A code shoppers can type: 8 capitals and digits, without the ones read alike (0/O, 1/I). */
function newCode(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(random, (n) => letters[n % letters.length]).join('');
}

export interface DiscountFormProps extends SaveDialogProps<DiscountBody> {
  discount: DiscountRow | null;
}

/**
 * A discount in a dialog of `/discount` (spec 1 §3): the destination type first, since it decides
 * the other fields (a code and its uses, the customers, the number of units, the products); the
 * Discount rules of shared (spec 1 §5) under each field, the server's too.
 */
export function DiscountForm({ discount, save, onSaved, onClose }: DiscountFormProps) {
  const t = useDiscountsT();
  const lang = useLang();
  const api = useApi();
  const dialog = useSaveForm<DiscountValues, unknown>({
    initialValues: valuesOf(discount, lang),
    rules: (values, rulesLang) => schemaErrors(discountInputSchema, discountInput(values), rulesLang),
    submit: (values) => save(discountInput(values)),
    success: discount ? t('discounts.updated') : t('discounts.created'),
    onSaved,
    onClose,
    fields: shown,
    mapErrors: onInputs,
    // A message already under its field is not repeated above the form.
    messageAbove: 'unplaced',
    inputTestId: 'discount',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  const destination = values.destinationType as DiscountDestinationType | '';
  const withCode = destination === 'GENERAL' || destination === 'SPECIFIC';
  const automatic = destination === 'DECREASING' || destination === 'PRODUCT';
  const products = useQuery({ ...discountProductsQuery(api), enabled: destination === 'PRODUCT' });

  const chooseDestination = (next: string) => {
    form.setFieldValue('destinationType', next);
    // An automatic discount applies to the products' prices only.
    if (next === 'DECREASING' || next === 'PRODUCT') form.setFieldValue('detailType', 'PRODUCTS');
    form.clearErrors();
  };

  return (
    <DialogForm
      state={dialog}
      size="lg"
      title={discount ? t('discounts.editTitle') : t('discounts.addTitle')}
      testId="discount-form"
      submitTestId="discount-submit"
    >
      <TextInput label={t('discounts.label')} withAsterisk {...named('label')} />
      <NativeSelect
        label={t('discounts.destinationType')}
        withAsterisk
        data={[
          { value: '', label: t('discounts.chooseDestinationType') },
          ...discountDestinationTypes.map((d) => ({ value: d, label: t(`discounts.destinationTypes.${d}`) })),
        ]}
        {...named('destinationType', destination ? t(`discounts.destinationHelp.${destination}`) : undefined)}
        onChange={(event) => chooseDestination(event.currentTarget.value)}
      />
      {withCode && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('discounts.code')}
            withAsterisk
            style={{ flex: 1 }}
            {...named('code', t('discounts.codeHelp'))}
          />
          <Button
            variant="default"
            onClick={() => form.setFieldValue('code', newCode())}
            data-testid="discount-generate-code"
            onMouseDown={keepFieldFocus}
          >
            {t('discounts.generateCode')}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('discounts.type')}
          withAsterisk
          data={[
            { value: '', label: t('discounts.chooseType') },
            ...discountTypes.map((d) => ({ value: d, label: t(`discounts.types.${d}`) })),
          ]}
          {...named('type')}
        />
        <TextInput
          label={t('discounts.amount')}
          withAsterisk
          inputMode="decimal"
          rightSection={values.type === 'PERCENT' ? '%' : values.type === 'EURO' ? '€' : null}
          {...named('amount')}
        />
        <NativeSelect
          label={t('discounts.detailType')}
          withAsterisk
          disabled={automatic}
          data={[
            { value: '', label: t('discounts.chooseDetailType') },
            ...discountDetailTypes.map((d) => ({ value: d, label: t(`discounts.detailTypes.${d}`) })),
          ]}
          {...named('detailType', automatic ? t('discounts.automaticOnProducts') : undefined)}
        />
      </SimpleGrid>
      {destination === 'GENERAL' && (
        <DecimalInput integer label={t('discounts.total')} {...named('total', t('discounts.totalHelp'))} />
      )}
      {destination === 'SPECIFIC' && (
        <TagsInput label={t('discounts.users')} withAsterisk {...named('users', t('discounts.usersHelp'))} />
      )}
      {destination === 'DECREASING' && (
        <DecimalInput integer label={t('discounts.decreasingLimit')} withAsterisk {...named('decreasingLimit')} />
      )}
      {destination === 'PRODUCT' && (
        <MultiSelect
          label={t('discounts.products')}
          withAsterisk
          data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          searchable
          clearable
          placeholder={products.isPending ? t('common.loading') : undefined}
          {...named('idProducts', t('discounts.productsHelp'))}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('discounts.startOn')} placeholder={t('discounts.datePlaceholder')} {...named('startOn')} />
        <TextInput label={t('discounts.endOn')} placeholder={t('discounts.datePlaceholder')} {...named('endOn')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('discounts.datesHelp')}
      </Text>
      <Group gap="lg">
        <Switch label={t('discounts.valid')} {...named('valid')} />
        {withCode && <Checkbox label={t('discounts.usableOnce')} {...named('usableOnce')} />}
      </Group>
    </DialogForm>
  );
}
