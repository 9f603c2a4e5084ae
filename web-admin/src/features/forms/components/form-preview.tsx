import { Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import type { FormSave } from '@cellar/shared/content/form';
import { isAnswerInput } from '@cellar/shared/content/form-shape';
import { useFormsT } from './forms-text.ts';

/**
 * A simple preview of the form's layout: groups, rows, labels and types, loops and conditions named. The storefront
 * renders the real form (its own app: no code shared between the two screens beyond `shared`).
 */
export function FormPreview({ form }: { form: FormSave }) {
  const t = useFormsT();
  const conditionName = (key: string | null) =>
    key ? (form.conditionGroups.find((group) => group.key === key)?.name ?? key) : null;
  const conditional = (key: string | null) =>
    key ? (
      <Text size="xs" c="orange">
        {t('forms.preview.conditional', { name: conditionName(key) })}
      </Text>
    ) : null;

  return (
    <Stack gap="md" data-testid="form-preview">
      <Text size="sm" c="dimmed">
        {t('forms.preview.help')}
      </Text>
      <Title order={3}>{form.name}</Title>
      {form.groups.map((group) => (
        <Fieldset key={group.id} legend={group.title || undefined}>
          {conditional(group.condition)}
          {group.loop?.isActive && (
            <Text size="xs" c="blue">
              {t('forms.preview.repeated', { min: group.loop.minLoop ?? '', max: group.loop.maxLoop ?? '' })}
            </Text>
          )}
          {group.rows.map((row) => (
            <Group key={row.id} grow align="flex-start" my="xs">
              {row.inputs.map((input) => (
                <Stack key={input.id} gap={2}>
                  {input.inputType === 'TITLE' ? (
                    <Title order={4}>{input.name}</Title>
                  ) : input.inputType === 'PARAGRAPH' ? (
                    <Text size="sm">{input.text}</Text>
                  ) : (
                    <>
                      <Text size="sm" fw={500}>
                        {input.name || input.key}
                        {input.required && isAnswerInput(input.inputType) ? ' *' : ''}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`forms.input.types.${input.inputType}`)}
                        {input.values.length > 0 ? ` : ${input.values.map((v) => v.label || v.value).join(', ')}` : ''}
                      </Text>
                    </>
                  )}
                  {conditional(input.condition)}
                </Stack>
              ))}
            </Group>
          ))}
        </Fieldset>
      ))}
    </Stack>
  );
}
