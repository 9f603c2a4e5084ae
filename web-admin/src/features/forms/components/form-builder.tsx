import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FormSave, FormView } from '@cellar/shared/content/form';
import { formIssues } from '@cellar/shared/content/form-rules';
import { translate } from '@cellar/shared/i18n/messages';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLang, useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import type { FieldErrors } from '../../../components/kit/field-errors.ts';
import { useFormSave } from '../../../components/kit/save-form.ts';
import { createForm, formKeys, saveForm } from '../api/forms-api.ts';
import * as edit from './builder-state.ts';
import { ConditionGroupsEditor } from './condition-groups-editor.tsx';
import { FormPreview } from './form-preview.tsx';
import { FormTemplatesSection } from './form-templates-section.tsx';
import { useFormsT } from './forms-text.ts';
import { GroupEditor } from './group-editor.tsx';
import { InputDrawer } from './input-drawer.tsx';

const definitionOf = (form: FormView | null): FormSave =>
  form ? { name: form.name, groups: form.groups, conditionGroups: form.conditionGroups } : edit.emptyForm();

/**
 * `/forms/add` and `/forms/update/{id}`: the builder — the name; groups (a title, a condition, a loop) of rows of
 * inputs, each input edited in a side drawer; the condition groups; a simple preview. The rules of shared
 * (`formIssues`, the server's too) run on save and then on every change, each message on its field.
 */
export function FormBuilder({ form: stored }: { form: FormView | null }) {
  const t = useFormsT();
  const lang = useLang();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<FormSave>(() => definitionOf(stored));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [editing, setEditing] = useState<{ g: number; r: number; i: number } | null>(null);

  const issuesOf = (next: FormSave): FieldErrors =>
    Object.fromEntries(Object.entries(formIssues(next)).map(([path, key]) => [path, translate(key, lang)]));
  const change = (next: FormSave) => {
    setForm(next);
    if (tried) setErrors(issuesOf(next));
  };

  const save = useFormSave<FormSave, FormView>(
    {
      send: (body) => (stored ? saveForm(api, stored.id, body) : createForm(api, body)),
      success: stored ? t('forms.updated') : t('forms.created'),
      onSaved: async (saved) => {
        await queryClient.invalidateQueries({ queryKey: formKeys.all });
        if (!stored) void navigate(to(`/forms/update/${saved.id}`));
      },
      fields: ['name', 'groups', 'conditionGroups'],
      messageAbove: 'unplaced',
    },
    setErrors,
  );
  const onSubmit = (event?: FormEvent<HTMLFormElement>) => {
    // The kit's form leaves the browser's own submit to the handler: without this the page reloads.
    event?.preventDefault();
    setTried(true);
    const found = issuesOf(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.run(form);
  };

  const conditions = [
    { value: '', label: t('forms.group.always') },
    ...form.conditionGroups.map((group) => ({ value: group.key, label: group.name || group.key })),
  ];
  const count = Object.keys(errors).length;
  const current = editing ? form.groups[editing.g]?.rows[editing.r]?.inputs[editing.i] : undefined;

  return (
    <Stack gap="md" data-testid="form-builder">
      <Title order={2}>{stored ? t('forms.editTitle') : t('forms.addTitle')}</Title>
      <Paper withBorder p="lg">
        <FormBody
          state={{ onSubmit, pending: save.pending, formError: save.formError }}
          testId="form-builder-form"
          submitTestId="form-builder-submit"
          onCancel={() => void navigate(to('/forms'))}
        >
          {count > 0 && (
            <Alert color="red" data-testid="form-builder-issues">
              {t('forms.issues', { count })}
            </Alert>
          )}
          <TextInput
            label={t('forms.name')}
            withAsterisk
            maw={500}
            value={form.name}
            onChange={(e) => change({ ...form, name: e.currentTarget.value })}
            error={errors.name}
            data-testid="form-name"
          />
          <Tabs defaultValue="builder" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="builder">{t('forms.tabs.builder')}</Tabs.Tab>
              <Tabs.Tab value="conditions" data-testid="form-tab-conditions">
                {t('forms.tabs.conditions')}
              </Tabs.Tab>
              <Tabs.Tab value="preview" data-testid="form-tab-preview">
                {t('forms.tabs.preview')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="builder" pt="md">
              <Stack gap="md">
                {form.groups.length === 0 && <Text c="dimmed">{t('forms.empty')}</Text>}
                {form.groups.map((group, g) => (
                  <GroupEditor
                    key={group.id}
                    group={group}
                    index={g}
                    count={form.groups.length}
                    errors={errors}
                    conditions={conditions}
                    onChange={(patch) => change(edit.updateGroup(form, g, patch))}
                    onLoop={(on) => change(edit.toggleLoop(form, g, on))}
                    onMove={(delta) => change(edit.moveGroup(form, g, delta))}
                    onRemove={() => change(edit.removeGroup(form, g))}
                    onAddRow={() => change(edit.addRow(form, g))}
                    onRowChange={(r, condition) => change(edit.updateRow(form, g, r, { condition }))}
                    onMoveRow={(r, delta) => change(edit.moveRow(form, g, r, delta))}
                    onRemoveRow={(r) => change(edit.removeRow(form, g, r))}
                    onAddInput={(r, type) => {
                      change(edit.addInput(form, g, r, type));
                      setEditing({ g, r, i: group.rows[r]!.inputs.length });
                    }}
                    onEditInput={(r, i) => setEditing({ g, r, i })}
                  />
                ))}
                {errors.groups && (
                  <Text c="red" size="sm" role="alert">
                    {errors.groups}
                  </Text>
                )}
                <Button
                  variant="light"
                  w="fit-content"
                  onClick={() => change(edit.addGroup(form, ''))}
                  data-testid="form-add-group"
                >
                  {t('forms.group.add')}
                </Button>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="conditions" pt="md">
              <ConditionGroupsEditor
                form={form}
                errors={errors}
                onAdd={() => change(edit.addConditionGroup(form, ''))}
                onChange={(c, patch) => change(edit.updateConditionGroup(form, c, patch))}
                onRemove={(c) => change(edit.removeConditionGroup(form, c))}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="md">
              <FormPreview form={form} />
            </Tabs.Panel>
          </Tabs>
        </FormBody>
      </Paper>
      {stored && <FormTemplatesSection idForm={stored.id} />}
      <InputDrawer
        input={current ?? null}
        path={editing ? `groups.${editing.g}.rows.${editing.r}.inputs.${editing.i}` : ''}
        errors={errors}
        conditions={conditions}
        onChange={(patch) => editing && change(edit.updateInput(form, editing.g, editing.r, editing.i, patch))}
        onMove={(delta) => {
          if (!editing) return;
          const row = form.groups[editing.g]!.rows[editing.r]!;
          const i = Math.min(row.inputs.length - 1, Math.max(0, editing.i + delta));
          change(edit.moveInput(form, editing.g, editing.r, editing.i, delta));
          setEditing({ ...editing, i });
        }}
        onRemove={() => {
          if (!editing) return;
          change(edit.removeInput(form, editing.g, editing.r, editing.i));
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
