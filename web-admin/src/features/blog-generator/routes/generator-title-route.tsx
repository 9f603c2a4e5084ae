import { useEffect } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { blogAiPartsBodySchema, blogGeneratorLimits } from '@cellar/shared/content/blog-generator';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { askParts } from '../api/blog-generator-api.ts';
import { useBlogGeneratorT } from '../components/blog-generator-text.ts';
import { GeneratorFrame, stepPath } from '../components/generator-frame.tsx';
import { GeneratorMissing } from '../components/generator-missing.tsx';
import { useGeneratorState, type GeneratorState } from '../components/generator-state.ts';

/** `/blog/generator/title`: the picked idea, or another of them, or the admin's own title → the article's parts. */
export function GeneratorTitleRoute() {
  const [state] = useGeneratorState();
  return (
    <GeneratorFrame step="title" generator={state.generator} pending={false}>
      {state.idDiscussion === null ? (
        <GeneratorMissing needs="idea" />
      ) : (
        <TitleForm state={{ ...state, idDiscussion: state.idDiscussion }} />
      )}
    </GeneratorFrame>
  );
}

function TitleForm({ state }: { state: GeneratorState & { idDiscussion: string } }) {
  const t = useBlogGeneratorT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const [, change] = useGeneratorState();
  const brief = { companyPresentation: state.companyPresentation, forWho: state.forWho, goal: state.goal };
  const form = useSaveForm<{ title: string }, Awaited<ReturnType<typeof askParts>>>({
    initialValues: { title: state.title },
    // The brief was checked at the Idea step: the title's own rule shows here.
    rules: (values, lang) => {
      const errors: FieldErrors = {};
      const all = schemaErrors(blogAiPartsBodySchema, { ...brief, idDiscussion: state.idDiscussion, ...values }, lang);
      if (all.title) errors.title = all.title;
      return errors;
    },
    submit: (values) => askParts(api, { ...brief, idDiscussion: state.idDiscussion, title: values.title }),
    onSaved: async (answer, values) => {
      change({ title: values.title.trim(), parts: answer.parts, generator: answer.generator });
      await navigate(to(stepPath('content')));
    },
    fields: ['title'],
    messageAbove: 'unplaced',
    inputTestId: 'blog-generator',
  });

  // The title as typed survives a reload.
  const title = form.form.getValues().title;
  useEffect(() => change({ title }), [title, change]);

  return (
    <Stack gap="md">
      {state.ideas.length > 0 && (
        <Group gap="xs" data-testid="blog-generator-title-ideas">
          {state.ideas.map((idea) => (
            <Button
              key={idea}
              variant="default"
              size="xs"
              disabled={form.pending}
              onClick={() => form.form.setFieldValue('title', idea)}
            >
              {idea}
            </Button>
          ))}
        </Group>
      )}
      <FormBody
        state={form}
        testId="blog-generator-title-form"
        submitTestId="blog-generator-ask-parts"
        submitLabel={t('blogGenerator.askParts')}
        onCancel={() => void navigate(to(stepPath('idea')))}
      >
        <TextInput
          label={t('blogGenerator.titleField')}
          withAsterisk
          maxLength={blogGeneratorLimits.title}
          {...form.named('title')}
        />
      </FormBody>
    </Stack>
  );
}
