import { useState } from 'react';
import { Accordion, Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { elementValueIssues, type ElementView } from '@cellar/shared/content/element';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import {
  createElementItem,
  elementKeys,
  updateElementItem,
  type ElementItemBody,
  type ElementItemRow,
} from '../api/elements-api.ts';
import { bodyOf, formValuesOf, type FormValue, type FormValues } from './item-values.ts';
import { useElementsT } from './elements-text.ts';
import { ValueInput } from './value-input.tsx';

/** The field a server path names: `values.gallery.1` → `gallery`. */
const fieldOf = (path: string) => path.replace(/^values\./, '').split('.')[0]!;

/**
 * An item's form, generated from its element's fields (one input per type, the `isAdvanced` ones in a fold). The shared
 * validator (`elementValueIssues`, the server's own) shows every field's message at submit; the server's messages land
 * on the same fields.
 */
export function ElementItemForm({
  element,
  item,
  onClose,
}: {
  element: ElementView;
  item: ElementItemRow | null;
  onClose: () => void;
}) {
  const t = useElementsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(element.fields, item));
  const [valid, setValid] = useState(item?.valid ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [whole, setWhole] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ElementItemBody) =>
      item ? updateElementItem(api, element.id, item.id, body) : createElementItem(api, element.id, body),
    onSuccess: async () => {
      toast('success', item ? t('elements.items.updated') : t('elements.items.created'));
      await queryClient.invalidateQueries({ queryKey: elementKeys.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        const mapped: Record<string, string> = {};
        for (const [path, messages] of Object.entries(error.fieldErrors)) mapped[fieldOf(path)] ??= messages[0]!;
        setErrors(mapped);
      }
      setWhole(errorMessage(error, t('error.generic')));
    },
  });

  const submit = () => {
    const { values: sent, files } = bodyOf(element.fields, values);
    const issues = elementValueIssues(element.fields, sent, files.length);
    const shown: Record<string, string> = {};
    for (const [path, key] of Object.entries(issues)) shown[fieldOf(path)] ??= translate(key, lang);
    setErrors(shown);
    setWhole(null);
    if (Object.keys(shown).length > 0) return;
    save.mutate({ values: sent, valid, ...(files.length > 0 ? { images: files } : {}) } as ElementItemBody);
  };

  const input = (key: string) => {
    const field = element.fields.find((f) => f.key === key)!;
    return (
      <ValueInput
        key={key}
        field={field}
        value={values[key] ?? null}
        onChange={(next: FormValue) => {
          setValues((current) => ({ ...current, [key]: next }));
          setErrors(({ [key]: _, ...rest }) => rest);
        }}
        error={errors[key]}
        disabled={save.isPending}
      />
    );
  };
  const basic = element.fields.filter((field) => !field.isAdvanced);
  const advanced = element.fields.filter((field) => field.isAdvanced);

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={item ? t('elements.items.editTitle') : t('elements.items.addTitle')}
      data-testid="element-item-form"
    >
      <Stack gap="md">
        {whole && (
          <Alert color="red" data-testid="element-item-error">
            {whole}
          </Alert>
        )}
        {element.fields.length === 0 && <Text c="dimmed">{t('elements.items.noField')}</Text>}
        {basic.map((field) => input(field.key))}
        {advanced.length > 0 && (
          <Accordion variant="contained">
            <Accordion.Item value="advanced">
              <Accordion.Control data-testid="element-item-advanced">{t('elements.items.advanced')}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">{advanced.map((field) => input(field.key))}</Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
        <Checkbox
          label={t('elements.items.valid')}
          checked={valid}
          onChange={(event) => setValid(event.currentTarget.checked)}
          data-testid="element-item-valid"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('elements.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="element-item-submit">
            {t('elements.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
