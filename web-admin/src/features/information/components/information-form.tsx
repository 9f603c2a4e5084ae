import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import {
  siteInformationInputSchema,
  socialNetworks,
  weekDays,
  type SiteInformation,
} from '@cellar/shared/site/information';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import type { InformationBody } from '../api/information-api.ts';
import { useInformationT } from './information-text.ts';

type Texts<K extends string> = Record<K, string>;
interface InformationValues {
  companyName: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  openingHours: Texts<(typeof weekDays)[number]>;
  social: Texts<(typeof socialNetworks)[number]>;
}

const textFields = [
  'companyName',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'country',
  'phone',
  'email',
] as const;

function valuesOf(information: SiteInformation): InformationValues {
  const texts = Object.fromEntries(textFields.map((field) => [field, information[field] ?? '']));
  return {
    ...(texts as Pick<InformationValues, (typeof textFields)[number]>),
    openingHours: Object.fromEntries(weekDays.map((day) => [day, information.openingHours[day] ?? ''])) as Texts<
      (typeof weekDays)[number]
    >,
    social: Object.fromEntries(socialNetworks.map((n) => [n, information.social[n] ?? ''])) as Texts<
      (typeof socialNetworks)[number]
    >,
  };
}

/** Empty inputs are sent as null (not set). */
function bodyOf(values: InformationValues): InformationBody {
  const blank = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    ...Object.fromEntries(textFields.map((field) => [field, blank(values[field])])),
    openingHours: Object.fromEntries(weekDays.map((day) => [day, blank(values.openingHours[day])])),
    social: Object.fromEntries(socialNetworks.map((n) => [n, blank(values.social[n])])),
  };
}

/**
 * The site's public information (`/information`): company, address, contact, opening hours a day, social links;
 * the rules of shared (`siteInformationInputSchema`: email, phone, https addresses) under each field.
 */
export function InformationForm({
  information,
  save,
  onSaved,
}: {
  information: SiteInformation;
  save: (body: InformationBody) => Promise<unknown>;
  onSaved: () => void;
}) {
  const t = useInformationT();
  const form = useSaveForm<InformationValues, unknown>({
    initialValues: valuesOf(information),
    rules: (values, lang) => schemaErrorsByPath(siteInformationInputSchema, bodyOf(values), lang),
    submit: (values) => save(bodyOf(values)),
    success: t('information.saved'),
    onSaved,
    inputTestId: 'information',
  });
  const { named } = form;
  return (
    <FormBody state={form} testId="information-form" submitTestId="information-submit">
      <Stack gap="md">
        <Paper withBorder p="md">
          <Title order={3} mb="sm">
            {t('information.company')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('information.companyName')}
              {...named('companyName', t('information.companyNameHint'))}
            />
            <TextInput label={t('information.addressLine1')} {...named('addressLine1')} />
            <TextInput label={t('information.addressLine2')} {...named('addressLine2')} />
            <TextInput label={t('information.postalCode')} {...named('postalCode')} />
            <TextInput label={t('information.city')} {...named('city')} />
            <TextInput label={t('information.country')} {...named('country')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} mb="sm">
            {t('information.contact')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('information.phone')} type="tel" autoComplete="off" {...named('phone')} />
            <TextInput label={t('information.email')} type="email" autoComplete="off" {...named('email')} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} mb="sm">
            {t('information.openingHours')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {weekDays.map((day) => (
              <TextInput
                key={day}
                label={t(`information.days.${day}`)}
                {...named(`openingHours.${day}`, t('information.openingHoursHint'))}
              />
            ))}
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md">
          <Title order={3} mb="sm">
            {t('information.social')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {socialNetworks.map((network) => (
              <TextInput
                key={network}
                type="url"
                placeholder={t('information.urlPlaceholder')}
                label={t(`information.networks.${network}`)}
                {...named(`social.${network}`, t('information.socialHint'))}
              />
            ))}
          </SimpleGrid>
        </Paper>
      </Stack>
    </FormBody>
  );
}
