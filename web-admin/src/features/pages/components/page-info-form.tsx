import { useState } from 'react';
import {
  Alert,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkTypes, menuIcons, type PageView } from '@cellar/shared/pages/page-document';
import { maxMetaDescription, pageInfoInputSchema, slugify } from '@cellar/shared/pages/page-rules';
import { useApi } from '../../../lib/api/api-context.tsx';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm, type SaveForm } from '../../../components/kit/save-form.ts';
import { createPageBase, sitePagesQuery, updatePageBase } from '../api/pages-api.ts';
import {
  newPageValues,
  pageInfoInput,
  pageInfoValues,
  parentChoices,
  shownFields,
  type PageInfoValues,
} from './page-info-values.ts';
import { pageName } from './page-tree-order.ts';
import { usePagesT } from './pages-text.ts';

const monospace = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export interface PageInfoFormProps {
  /** The page edited; none for a new page. */
  page: PageView | null;
  onSaved: (saved: PageView) => unknown;
  onCancel: () => void;
}

/**
 * A page's information (spec 1 §3 "Page", §5 "Page:"): what its menu entry does (a content page, a link or JavaScript
 * code), which chooses the fields shown; title, address (suggested from the title until one is typed), meta
 * description with its count, menu title and icon, parent page, menu options, valid, and the page's CSS. The Page rules
 * of shared (`pageInfoInputSchema`) under each field as soon as it is left, the same messages as the server's, whose
 * own land on the same fields.
 */
export function PageInfoForm({ page, onSaved, onCancel }: PageInfoFormProps) {
  const t = usePagesT();
  const api = useApi();
  const sitePages = useQuery(sitePagesQuery(api));
  // A new page's address follows its title until the address is typed in (an edited page keeps its own).
  const [urlTyped, setUrlTyped] = useState(page !== null);
  const save: SaveForm<PageInfoValues> = useSaveForm<PageInfoValues, PageView>({
    initialValues: page ? pageInfoValues(page) : newPageValues(),
    rules: (values, lang) => schemaErrorsByPath(pageInfoInputSchema, pageInfoInput(values, page), lang),
    submit: (values) => {
      const body = pageInfoInput(values, page);
      return page ? updatePageBase(api, page.id, body) : createPageBase(api, body);
    },
    success: page ? t('pages.form.updated') : t('pages.form.created'),
    onSaved,
    // The fields of the link type chosen when the answer comes.
    fields: (): string[] => shownFields(save.form.getValues().link.type),
    inputTestId: 'page',
  });
  const { form, named } = save;
  const values = form.getValues();
  const type = values.link.type;
  const metaLength = values.metaDescription.trim().length;
  const parents = parentChoices(sitePages.data ?? [], page?.id ?? null);

  const titleProps = named('title');
  const urlProps = named('url', t('pages.form.urlHelp'));

  return (
    <FormBody
      state={save}
      testId="page-form"
      submitTestId="page-submit"
      submitLabel={page ? t('common.save') : t('pages.form.createSubmit')}
      onCancel={onCancel}
    >
      <Radio.Group label={t('pages.form.linkType')} withAsterisk {...named('link.type', t('pages.form.linkTypeHelp'))}>
        <Group gap="lg" mt={6}>
          {linkTypes.map((value) => (
            <Radio
              key={value}
              value={value}
              label={t(`pages.linkTypes.${value}`)}
              data-testid={`page-link-type-${value}`}
            />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('pages.form.title')}
          withAsterisk={type === 'NONE'}
          maxLength={200}
          {...titleProps}
          onChange={(event) => {
            const title = event.currentTarget.value;
            form.setFieldValue('title', title);
            if (!urlTyped && type === 'NONE') form.setFieldValue('url', slugify(title));
          }}
        />
        {type === 'NONE' && (
          <TextInput
            label={t('pages.form.url')}
            withAsterisk
            maxLength={120}
            leftSection={<Text size="sm">/</Text>}
            {...urlProps}
            onChange={(event) => {
              const url = event.currentTarget.value;
              form.setFieldValue('url', url);
              // Emptied: the suggestion takes over again.
              setUrlTyped(url !== '');
            }}
          />
        )}
      </SimpleGrid>
      {type === 'NONE' && (
        <Stack gap={4}>
          <Textarea
            label={t('pages.form.metaDescription')}
            withAsterisk
            rows={2}
            resize="vertical"
            {...named('metaDescription', t('pages.form.metaDescriptionHelp'))}
          />
          <Text
            size="xs"
            ta="right"
            c={metaLength > maxMetaDescription ? 'red' : 'dimmed'}
            aria-live="polite"
            data-testid="page-meta-count"
          >
            {t('pages.form.metaCount', { length: metaLength, max: maxMetaDescription })}
          </Text>
        </Stack>
      )}
      {type === 'LINK' && (
        <TextInput
          label={t('pages.form.linkUrl')}
          withAsterisk
          maxLength={500}
          {...named('link.url', t('pages.form.linkUrlHelp'))}
        />
      )}
      {type === 'JAVASCRIPT' && (
        <Stack gap={6}>
          <Textarea
            label={t('pages.form.jsCode')}
            withAsterisk
            rows={8}
            resize="vertical"
            spellCheck={false}
            styles={monospace}
            {...named('linkJsCode')}
          />
          <Alert color="blue" variant="light" data-testid="page-js-note">
            {t('pages.form.jsCodeNote')}
          </Alert>
        </Stack>
      )}
      <Fieldset legend={t('pages.form.menu')}>
        <Stack gap="sm">
          <Switch label={t('pages.form.showInMenu')} {...named('showInMenu')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('pages.form.menuTitle')}
              withAsterisk={values.showInMenu}
              maxLength={60}
              {...named('menuTitle')}
            />
            <NativeSelect
              label={t('pages.form.menuIcon')}
              withAsterisk={values.showInMenu}
              data={[
                { value: '', label: t('pages.form.chooseIcon') },
                ...menuIcons.map((icon) => ({ value: icon, label: t(`pages.icons.${icon}`) })),
              ]}
              {...named('menuIcon')}
            />
          </SimpleGrid>
          <NativeSelect
            label={t('pages.form.parent')}
            data={[
              { value: '', label: sitePages.isPending ? t('common.loading') : t('pages.form.noParent') },
              ...parents.map(({ page: parent, depth }) => ({
                value: String(parent.id),
                label: `${'— '.repeat(depth)}${pageName(parent, t('pages.untitled'))}`,
              })),
            ]}
            {...named('parentId', t('pages.form.parentHelp'))}
          />
          <Switch label={t('pages.form.isFixedOnRight')} {...named('isFixedOnRight')} />
          <Switch label={t('pages.form.useAbsoluteMenu')} {...named('useAbsoluteMenu')} />
        </Stack>
      </Fieldset>
      <Switch label={t('pages.form.isValid')} {...named('isValid', t('pages.form.isValidHelp'))} />
      {type === 'NONE' && (
        <Textarea
          label={t('pages.form.css')}
          rows={5}
          resize="vertical"
          spellCheck={false}
          styles={monospace}
          {...named('css', t('pages.form.cssHelp'))}
        />
      )}
    </FormBody>
  );
}
