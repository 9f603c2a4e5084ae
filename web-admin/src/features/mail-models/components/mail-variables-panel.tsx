import { Badge, Code, Paper, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useLang } from '../../../lib/i18n/lang.ts';
import type { MailVariableView } from '../api/mail-models-api.ts';
import { useMailModelsT } from './mail-models-text.ts';
import './mail-variables-panel.css';

/** What a click on a variable writes: `{{name}}`, or an empty section `{{#lines}}{{/lines}}` for a list. */
export const variableTag = (variable: Pick<MailVariableView, 'name' | 'fields'>): string =>
  variable.fields ? `{{#${variable.name}}}{{/${variable.name}}}` : `{{${variable.name}}}`;

// Pressing keeps the cursor where it is in the subject or the body (the insertion point).
const keepFocus = (event: MouseEvent) => event.preventDefault();

function VariableButton({
  tag,
  name,
  label,
  description,
  section,
  disabled,
  onInsert,
}: {
  tag: string;
  name: string;
  label: string;
  description: string;
  section?: boolean;
  disabled: boolean;
  onInsert: (tag: string) => void;
}) {
  const t = useMailModelsT();
  return (
    <UnstyledButton
      className="cellar-mail-variable"
      onMouseDown={keepFocus}
      onClick={() => onInsert(tag)}
      disabled={disabled}
      aria-label={t('mailModels.variables.insert', { tag })}
      data-testid={`variable-${name}`}
    >
      <Code fz="xs">{section ? `{{#${label}}}` : `{{${label}}}`}</Code>
      {section && (
        <Badge size="xs" variant="light" ml={6}>
          {t('mailModels.variables.section')}
        </Badge>
      )}
      <Text size="xs" c="dimmed" mt={2}>
        {description}
      </Text>
    </UnstyledButton>
  );
}

/** The variables the mail offers, with their descriptions; a click writes one at the cursor. */
export function MailVariablesPanel({
  variables,
  onInsert,
  disabled = false,
  height,
}: {
  variables: MailVariableView[];
  onInsert: (tag: string) => void;
  disabled?: boolean;
  height: number;
}) {
  const t = useMailModelsT();
  const lang = useLang();
  return (
    <Paper withBorder p="sm" data-testid="mail-variables">
      <Title order={4}>{t('mailModels.variables.title')}</Title>
      {!disabled && (
        <Text size="xs" c="dimmed" mb="xs">
          {t('mailModels.variables.help')}
        </Text>
      )}
      <ScrollArea.Autosize mah={height} type="auto" offsetScrollbars>
        <Stack gap={2}>
          {variables.map((variable) => (
            <div key={variable.name}>
              <VariableButton
                tag={variableTag(variable)}
                name={variable.name}
                label={variable.name}
                description={variable.description[lang]}
                section={Boolean(variable.fields)}
                disabled={disabled}
                onInsert={onInsert}
              />
              {variable.fields && (
                <Stack gap={2} pl="md" className="cellar-mail-variable-fields">
                  <Text size="xs" fw={600} c="dimmed">
                    {t('mailModels.variables.fieldsOf')}
                  </Text>
                  {variable.fields.map((field) => (
                    <VariableButton
                      key={field.name}
                      tag={`{{${field.name}}}`}
                      name={`${variable.name}.${field.name}`}
                      label={field.name}
                      description={field.description[lang]}
                      disabled={disabled}
                      onInsert={onInsert}
                    />
                  ))}
                </Stack>
              )}
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
