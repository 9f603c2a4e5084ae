import { useMemo, useRef, useState } from 'react';
import {
  Autocomplete,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { countryChoicesQuery } from '../../../lib/api/country-choices.ts';
import { useAddressesT } from './address-text.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { DialogForm } from '../../../components/kit/dialog-form.tsx';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import {
  addressKeys,
  addressTypesQuery,
  calendarChoicesQuery,
  createAddress,
  saveSchedule,
  searchCities,
  updateAddress,
  type AddressRow,
} from '../api/addresses-api.ts';
import { AddressTypeIcon } from './address-type-icon.tsx';
import {
  addressBody,
  addressFormErrors,
  addressValuesOf,
  isPickup,
  scheduleBody,
  scheduleServerErrors,
  type AddressFormValues,
  type SlotPositions,
} from './address-values.ts';
import { ScheduleEditor } from './schedule-editor.tsx';

const addressFields = [
  'name',
  'firstPart',
  'secondPart',
  'complement',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
  'types',
  'preparationHours',
  'idCalendar',
  'days',
];
const cityOption = (city: { name: string; postalCode: string }) => `${city.name} (${city.postalCode})`;

export interface AddressFormProps {
  /** The address edited, or null to add one. */
  address: AddressRow | null;
  /** After a save (the list loads again); `close` when the dialog is done. */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * A company address in a dialog of `/address`: its name, types (with their icon and colour), street
 * lines, complement, country, postal code and city (suggested from the city search), position; and
 * its weekly schedule (slots per day, closed days, preparation delay, calendar). Saving sends the
 * address, then its schedule (`PUT /company/address/schedule/{id}`); the rules of shared show under
 * each field and slot as they are left, the server's on the same fields.
 */
export function AddressForm({ address, onSaved, onClose }: AddressFormProps) {
  const t = useAddressesT();
  const api = useApi();
  const { showInputNames } = useSession();
  const types = useQuery(addressTypesQuery(api));
  const countries = useQuery(countryChoicesQuery(api));
  const calendars = useQuery(calendarChoicesQuery(api));
  // An added address keeps its id here: a schedule refused after the address was created is sent again for it.
  const [savedId, setSavedId] = useState<number | null>(address?.id ?? null);
  // The slots of the schedule being sent once the address is saved (null while the address is): the server
  // names a refused slot by its position.
  const sentSlots = useRef<SlotPositions | null>(null);

  const dialog = useSaveForm<AddressFormValues, unknown>({
    initialValues: addressValuesOf(address),
    rules: addressFormErrors,
    submit: async (submitted) => {
      sentSlots.current = null;
      const schedule = scheduleBody(submitted);
      const saved =
        savedId === null
          ? await createAddress(api, addressBody(submitted))
          : await updateAddress(api, savedId, addressBody(submitted));
      setSavedId(saved.id);
      sentSlots.current = schedule.positions;
      return saveSchedule(api, saved.id, schedule.body);
    },
    success: address ? t('addresses.updated') : t('addresses.created'),
    onSaved,
    onClose,
    fields: addressFields,
    mapErrors: (errors, error) =>
      sentSlots.current ? scheduleServerErrors(error.fieldErrors, sentSlots.current) : errors,
    onError: () => {
      // The address may exist now even though its schedule was refused: the list shows it.
      if (sentSlots.current) onSaved();
    },
    inputTestId: 'input',
  });
  const { form, named } = dialog;
  const values = form.getValues();
  const pickup = isPickup(values);

  // City suggestions of the chosen country, as the city is typed.
  const idCountry = countries.data?.find((c) => c.alphaTwo === values.country)?.id;
  const [cityText] = useDebouncedValue(values.city.trim(), 250);
  const cities = useQuery({
    queryKey: addressKeys.cities(idCountry ?? 0, cityText),
    queryFn: ({ signal }) => searchCities(api, idCountry!, cityText, signal),
    enabled: idCountry !== undefined && cityText.length >= 2,
    staleTime: 5 * 60_000,
  });
  const cityOptions = useMemo(() => [...new Set((cities.data ?? []).map(cityOption))], [cities.data]);

  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.alphaTwo, label: c.name }));
  if (!countryOptions.some((c) => c.value === values.country))
    countryOptions.unshift({ value: values.country, label: values.country });

  const typeError = form.errors.types as string | undefined;

  return (
    <DialogForm
      state={dialog}
      size="xl"
      title={savedId === null ? t('addresses.addTitle') : t('addresses.editTitle')}
      testId="address-form"
      submitTestId="address-submit"
    >
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={4}>{t('addresses.place')}</Title>
          <TextInput label={t('addresses.name')} withAsterisk {...named('name')} />
          <Checkbox.Group
            label={t('addresses.types')}
            withAsterisk
            description={showInputNames ? 'types' : undefined}
            value={values.types}
            onChange={(next) => {
              form.setFieldValue('types', next);
              form.validateField('types');
            }}
            error={typeError}
            data-testid="input-types"
          >
            <Group gap="md" mt={6}>
              {types.isPending && (
                <Text size="sm" c="dimmed">
                  {t('common.loading')}
                </Text>
              )}
              {(types.data ?? []).map((type) => (
                <Checkbox
                  key={type.type}
                  value={type.type}
                  data-testid={`address-type-${type.type}`}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <AddressTypeIcon name={type.icon} color={type.color} />
                      <span>{type.label}</span>
                    </Group>
                  }
                />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput label={t('addresses.firstPart')} withAsterisk {...named('firstPart')} />
          <TextInput label={t('addresses.secondPart')} {...named('secondPart')} />
          <Textarea label={t('addresses.complement')} rows={2} resize="vertical" {...named('complement')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect label={t('addresses.country')} data={countryOptions} {...named('country')} />
            <TextInput label={t('addresses.postalCode')} withAsterisk {...named('postalCode')} />
            <Autocomplete
              label={t('addresses.city')}
              withAsterisk
              data={cityOptions}
              filter={({ options }) => options}
              {...named('city')}
              onChange={(text) => {
                // A suggestion chosen ("Libourne (33500)", the text Autocomplete writes last) gives the city and
                // its postal code.
                const city = cities.data?.find((c) => cityOption(c) === text);
                if (!city) return form.setFieldValue('city', text);
                form.setFieldValue('city', city.name);
                form.setFieldValue('postalCode', city.postalCode);
                form.clearFieldError('city');
                form.clearFieldError('postalCode');
              }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('addresses.latitude')} inputMode="decimal" {...named('latitude')} />
            <TextInput label={t('addresses.longitude')} inputMode="decimal" {...named('longitude')} />
          </SimpleGrid>
        </Stack>
      </Paper>
      <ScheduleEditor
        form={form}
        pickup={pickup}
        showInputNames={showInputNames}
        disabled={dialog.pending}
        calendars={(calendars.data ?? []).map((c) => ({
          value: String(c.id),
          label: c.valid ? c.label : t('addresses.schedule.calendarOff', { label: c.label }),
        }))}
      />
    </DialogForm>
  );
}
