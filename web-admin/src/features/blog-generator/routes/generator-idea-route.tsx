import { useEffect } from 'react';
import { Button, Divider, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { blogGeneratorBriefSchema, blogGeneratorLimits } from '@cellar/shared/content/blog-generator';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrors } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { askIdeas, type IdeasBody } from '../api/blog-generator-api.ts';
import { useBlogGeneratorT } from '../components/blog-generator-text.ts';
import { GeneratorFrame, stepPath } from '../components/generator-frame.tsx';
import { useGeneratorState } from '../components/generator-state.ts';

interface BriefValues {
  companyPresentation: string;
  forWho: string;
  goal: string;
}

/**
 * `/blog/generator/idea`: the company's presentation, the readers and the goal (required, bounded: they go to a paid
 * model) → title ideas to pick; picking one (or writing one's own) opens the Title step. What is typed is kept for
 * the tab (a reload keeps it), and the ideas until new ones are asked for.
 */
export function GeneratorIdeaRoute() {
  const t = useBlogGeneratorT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const [state, change] = useGeneratorState();
  const form = useSaveForm<BriefValues, Awaited<ReturnType<typeof askIdeas>>>({
    initialValues: { companyPresentation: state.companyPresentation, forWho: state.forWho, goal: state.goal },
    rules: (values, lang) => schemaErrors(blogGeneratorBriefSchema, values, lang),
    submit: (values) => askIdeas(api, values as IdeasBody),
    onSaved: (answer, values) =>
      change({ ...values, idDiscussion: answer.idDiscussion, ideas: answer.ideas, generator: answer.generator }),
    messageAbove: 'unplaced',
    inputTestId: 'blog-generator',
  });
  const { named } = form;
  const values = form.form.getValues();

  // What is typed survives a reload (the tab's storage), before any idea is asked for.
  const typed = JSON.stringify(values);
  useEffect(() => {
    change(JSON.parse(typed) as BriefValues);
  }, [typed, change]);

  const pick = (title: string) => {
    change({ title });
    void navigate(to(stepPath('title')));
  };

  return (
    <GeneratorFrame step="idea" generator={state.generator} pending={form.pending}>
      <Stack gap="lg">
        <FormBody
          state={form}
          testId="blog-generator-brief"
          submitTestId="blog-generator-ask-ideas"
          submitLabel={t('blogGenerator.askIdeas')}
        >
          <Textarea
            label={t('blogGenerator.companyPresentation')}
            withAsterisk
            rows={4}
            maxLength={blogGeneratorLimits.companyPresentation}
            {...named('companyPresentation', t('blogGenerator.companyPresentationHelp'))}
          />
          <TextInput
            label={t('blogGenerator.forWho')}
            withAsterisk
            maxLength={blogGeneratorLimits.forWho}
            {...named('forWho', t('blogGenerator.forWhoHelp'))}
          />
          <TextInput
            label={t('blogGenerator.goal')}
            withAsterisk
            maxLength={blogGeneratorLimits.goal}
            {...named('goal', t('blogGenerator.goalHelp'))}
          />
        </FormBody>
        <Divider />
        <Title order={4}>{t('blogGenerator.ideas')}</Title>
        {state.ideas.length === 0 || state.idDiscussion === null ? (
          <Text c="dimmed" data-testid="blog-generator-no-ideas">
            {t('blogGenerator.noIdeas')}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="blog-generator-ideas">
            {state.ideas.map((idea, index) => (
              <Group key={idea} justify="space-between" wrap="nowrap">
                <Text>{idea}</Text>
                <Button
                  variant="light"
                  size="xs"
                  disabled={form.pending}
                  onClick={() => pick(idea)}
                  data-testid={`blog-generator-idea-${index}`}
                >
                  {t('blogGenerator.useIdea')}
                </Button>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                disabled={form.pending}
                onClick={() => pick('')}
                data-testid="blog-generator-own-title"
              >
                {t('blogGenerator.ownTitle')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </GeneratorFrame>
  );
}
