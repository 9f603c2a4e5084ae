import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { elementInputSchema } from '@cellar/shared/content/element';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { createElement, elementKeys, updateElement, type ElementBody, type ElementRow } from '../api/elements-api.ts';
import { useElementsT } from './elements-text.ts';
import { FieldListEditor, newField, type EditedField } from './field-list-editor.tsx';

/**
 * An element's definition (super-admin): its slug, name and fields. The shared definition schema
 * (`elementInputSchema`, the server's own) says every field's message at save ("Slug cannot be empty", "Key cannot be
 * empty"…); the server's (a slug already used) land on the same inputs. `site` 0: a model.
 */
export function ElementTypeForm({
  element,
  site,
  onClose,
}: {
  element: ElementRow | null;
  site?: number;
  onClose: () => void;
}) {
  const t = useElementsT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [route, setRoute] = useState(element?.route ?? '');
  const [name, setName] = useState(element?.name ?? '');
  const [fields, setFields] = useState<EditedField[]>(() => (element?.fields ?? []).map((f) => newField(f)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [whole, setWhole] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ElementBody) =>
      element ? updateElement(api, element.id, body, site) : createElement(api, body, site),
    onSuccess: async () => {
      toast('success', t('elements.saved'));
      await queryClient.invalidateQueries({ queryKey: elementKeys.all });
      onClose();
    },
    onError: (error) => {
      if (isApiError(error))
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, list]) => [path, list[0]!])));
      setWhole(errorMessage(error, t('error.generic')));
    },
  });

  const submit = () => {
    const body = { route, name, fields: fields.map(({ uid: _, ...field }) => field) };
    const checked = elementInputSchema.safeParse(body);
    setWhole(null);
    if (!checked.success) {
      const shown: Record<string, string> = {};
      for (const issue of checked.error.issues) shown[issue.path.join('.')] ??= translate(issue.message, lang);
      setErrors(shown);
      return;
    }
    setErrors({});
    save.mutate(body as ElementBody);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={element ? t('elements.editTitle') : t('elements.addTitle')}
      data-testid="element-type-form"
    >
      <Stack gap="md">
        {whole && (
          <Alert color="red" data-testid="element-type-error">
            {whole}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('elements.name')}
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            data-testid="element-name"
          />
          <TextInput
            label={t('elements.route')}
            description={t('elements.routeHelp')}
            withAsterisk
            value={route}
            onChange={(event) => setRoute(event.currentTarget.value)}
            error={errors.route}
            data-testid="element-route"
          />
        </SimpleGrid>
        <FieldListEditor fields={fields} onChange={setFields} errorOf={(path) => errors[path]} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('elements.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="element-type-submit">
            {t('elements.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
