import { Badge, Checkbox, Group, MultiSelect, NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  carrierDeliveryTypes,
  carrierInputSchema,
  trancheUnits,
  typesNeedingBoxes,
} from '@cellar/shared/shipping/carriers';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useSession } from '../../../lib/session/session-store.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  carrierTypeList,
  createCarrier,
  productChoicesQuery,
  updateCarrier,
  usableBoxesQuery,
  type CarrierTypeName,
  type CarrierView,
  type UsableBox,
} from '../api/carriers-api.ts';
import {
  carrierBody,
  carrierRulesInput,
  carrierValues,
  fieldOf,
  newCarrierValues,
  type CarrierValues,
} from './carrier-values.ts';
import { useCarriersT } from './carrier-text.ts';

/** The fields the form shows: an error on any other goes above it. */
const shown = [
  'type',
  'name',
  'phone',
  'email',
  'percentageToApply',
  'fixToApply',
  'freeShippingFrom',
  'unit',
  'deliveryType',
  'serviceCode',
  'boxes',
  'products',
];

/** Messages by field of the form (`boxes.1` on the boxes). */
function byField(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (!(field in out)) out[field] = message;
  }
  return out;
}

/** A box as the admin knows it: its name, else its capacity. */
export function useBoxLabel(): (
  box: Pick<UsableBox, 'name' | 'mainType' | 'bottleBoxCapacity' | 'bottleCapacity' | 'weightBoxCapacity'>,
) => string {
  const t = useCarriersT();
  return (box) =>
    box.name ??
    (box.mainType === 'BOTTLE'
      ? t('carriers.boxBottles', { count: box.bottleBoxCapacity ?? 0, capacity: box.bottleCapacity ?? 0 })
      : t('carriers.boxWeight', { weight: box.weightBoxCapacity ?? 0 }));
}

export interface CarrierFormProps {
  /** The carrier edited; none to add one of `initialType`. */
  carrier?: CarrierView;
  initialType?: '' | CarrierTypeName;
  onSaved: (saved: CarrierView) => void;
  onCancel: () => void;
}

/**
 * The carrier's form (spec 1 §3 "Carrier", §5 "Carrier add/update"): name, contact, type (chosen
 * before adding, never changed after), percentage and fix applied to the price, free shipping from a
 * number of bottles, the tranches' unit, delivery type and service code, the boxes it packs parcels
 * in (the site's usable boxes) and the products it is limited to. The rules of shared
 * (`carrierInputSchema`) under each field as soon as it is left; the server's on the same fields.
 */
export function CarrierForm({ carrier, initialType = '', onSaved, onCancel }: CarrierFormProps) {
  const t = useCarriersT();
  const api = useApi();
  const { showInputNames } = useSession();
  const boxLabel = useBoxLabel();
  const boxes = useQuery(usableBoxesQuery(api));
  const products = useQuery(productChoicesQuery(api));
  const save = useSaveForm<CarrierValues, CarrierView>({
    initialValues: carrier ? carrierValues(carrier) : newCarrierValues(initialType),
    rules: (values, lang) => byField(schemaErrorsByPath(carrierInputSchema, carrierRulesInput(values), lang)),
    submit: (values) => {
      const body = carrierBody(values);
      return carrier ? updateCarrier(api, carrier.id, body) : createCarrier(api, body);
    },
    success: carrier ? t('carriers.updated') : t('carriers.created'),
    onSaved,
    fields: shown,
    mapErrors: byField,
    inputTestId: 'carrier',
  });
  const { form, named } = save;
  const values = form.getValues();
  const type = values.type;
  const needsBoxes = type !== '' && typesNeedingBoxes.includes(type);
  const boxError = form.errors.boxes as string | undefined;

  return (
    <FormBody state={save} testId="carrier-form" submitTestId="carrier-submit" onCancel={onCancel}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('carriers.type')}
          withAsterisk
          disabled={carrier !== undefined || initialType !== ''}
          data={[
            { value: '', label: t('carriers.chooseType') },
            ...carrierTypeList.map((value) => ({ value, label: t(`carriers.types.${value}`) })),
          ]}
          {...named('type')}
        />
        <TextInput label={t('carriers.name')} withAsterisk {...named('name')} />
        <TextInput label={t('carriers.phone')} type="tel" {...named('phone')} />
        <TextInput label={t('carriers.email')} type="email" {...named('email')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('carriers.percentage')}
          inputMode="decimal"
          rightSection={<Text size="sm">%</Text>}
          {...named('percentageToApply')}
        />
        <TextInput
          label={t('carriers.fix')}
          inputMode="decimal"
          rightSection={<Text size="sm">€</Text>}
          {...named('fixToApply')}
        />
        <TextInput label={t('carriers.freeShippingFrom')} inputMode="numeric" {...named('freeShippingFrom')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {type === 'BASIC' && (
          <NativeSelect
            label={t('carriers.unit')}
            data={trancheUnits.map((u) => ({ value: u, label: t(`carriers.units.${u}`) }))}
            {...named('unit')}
          />
        )}
        <NativeSelect
          label={t('carriers.deliveryType')}
          data={carrierDeliveryTypes.map((d) => ({ value: d, label: t(`carriers.deliveryTypes.${d}`) }))}
          {...named('deliveryType')}
        />
        <TextInput label={t('carriers.serviceCode')} {...named('serviceCode')} />
      </SimpleGrid>
      {type !== 'FLAT_RATE' && type !== '' && (
        <Checkbox.Group
          label={t('carriers.boxes')}
          description={showInputNames ? 'boxes' : t('carriers.boxesHelp')}
          withAsterisk={needsBoxes}
          value={values.boxes}
          onChange={(ids) => {
            form.setFieldValue('boxes', ids);
            form.clearFieldError('boxes');
          }}
          error={boxError}
          data-testid="carrier-boxes"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {(boxes.data ?? []).map((box) => (
              <Checkbox
                key={box.id}
                value={String(box.id)}
                data-testid={`carrier-box-${box.id}`}
                label={
                  <Group gap={6} wrap="nowrap">
                    <span>{boxLabel(box)}</span>
                    {box.boxType === 'GLOBAL' && (
                      <Badge size="xs" variant="light">
                        {t('carriers.globalBox')}
                      </Badge>
                    )}
                  </Group>
                }
              />
            ))}
          </SimpleGrid>
          {boxes.isPending && <Text size="sm">{t('common.loading')}</Text>}
          {boxes.data?.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="carrier-no-box">
              {t('carriers.noBox')}
            </Text>
          )}
        </Checkbox.Group>
      )}
      <MultiSelect
        label={t('carriers.products')}
        data={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        searchable
        clearable
        placeholder={products.isPending ? t('common.loading') : undefined}
        {...named('products', t('carriers.productsHelp'))}
      />
    </FormBody>
  );
}
