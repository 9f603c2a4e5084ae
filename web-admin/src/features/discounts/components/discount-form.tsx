import { useState, type MouseEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { DecimalInput } from '../../../components/kit/decimal-input.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
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
const shown = new Set([
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
]);
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

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

export interface DiscountFormProps {
  discount: DiscountRow | null;
  save: (body: DiscountBody) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A discount in a dialog of `/discount` (spec 1 §3): the destination type first, since it decides
 * the other fields (a code and its uses, the customers, the number of units, the products); the
 * shared Discount rules of spec 1 §5 under each field, the server's too.
 */
export function DiscountForm({ discount, save, onSaved, onClose }: DiscountFormProps) {
  const t = useDiscountsT();
  const lang = useLang();
  const api = useApi();
  const { showInputNames } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const validate = (values: DiscountValues): FieldErrors =>
    schemaErrors(discountInputSchema, discountInput(values), lang);
  const form = useForm<DiscountValues>({
    mode: 'controlled',
    initialValues: valuesOf(discount, lang),
    validate,
    validateInputOnBlur: true,
  });
  const values = form.getValues();
  const destination = values.destinationType as DiscountDestinationType | '';
  const withCode = destination === 'GENERAL' || destination === 'SPECIFIC';
  const automatic = destination === 'DECREASING' || destination === 'PRODUCT';
  const products = useQuery({ ...discountProductsQuery(api), enabled: destination === 'PRODUCT' });
  const named = (path: keyof DiscountValues, help?: string) => ({
    description: showInputNames ? path : help,
    'data-testid': `discount-${path}`,
    ...form.getInputProps(path, typeof values[path] === 'boolean' ? { type: 'checkbox' } : undefined),
  });

  const chooseDestination = (next: string) => {
    form.setFieldValue('destinationType', next);
    // An automatic discount applies to the products' prices only.
    if (next === 'DECREASING' || next === 'PRODUCT') form.setFieldValue('detailType', 'PRODUCTS');
    form.clearErrors();
  };

  const onSubmit = form.onSubmit(async (submitted) => {
    setSubmitting(true);
    setFormError(null);
    try {
      await save(discountInput(submitted));
      toast('success', discount ? t('discounts.updated') : t('discounts.created'));
      onSaved();
    } catch (error) {
      if (isRequestDropped(error)) return;
      const message = errorMessage(error, t('error.generic'));
      if (isApiError(error)) {
        const errors = serverErrors(error.fieldErrors);
        form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, m]) => [field.split('.')[0]!, m])));
        const others = Object.entries(errors).filter(([field]) => !shown.has(field.split('.')[0]!));
        // A message already under its field is not repeated above the form.
        setFormError(
          others.length > 0 ? others.map(([, m]) => m).join(' ') : Object.keys(errors).length > 0 ? null : message,
        );
      } else setFormError(message);
      toast('error', message);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={discount ? t('discounts.editTitle') : t('discounts.addTitle')}
      data-testid="discount-form"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" data-testid="discount-form-error">
              {formError}
            </Alert>
          )}
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
            <TextInput
              label={t('discounts.startOn')}
              placeholder={t('discounts.datePlaceholder')}
              {...named('startOn')}
            />
            <TextInput label={t('discounts.endOn')} placeholder={t('discounts.datePlaceholder')} {...named('endOn')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('discounts.datesHelp')}
          </Text>
          <Group gap="lg">
            <Switch label={t('discounts.valid')} {...named('valid')} />
            {withCode && <Checkbox label={t('discounts.usableOnce')} {...named('usableOnce')} />}
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} onMouseDown={keepFieldFocus}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting} onMouseDown={keepFieldFocus} data-testid="discount-submit">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
