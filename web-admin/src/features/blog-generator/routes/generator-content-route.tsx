import { useEffect } from 'react';
import { ActionIcon, Alert, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { blogAiArticleBodySchema, blogGeneratorLimits } from '@cellar/shared/content/blog-generator';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { FormBody } from '../../../components/kit/dialog-form.tsx';
import { schemaErrorsByPath } from '../../../components/kit/field-errors.ts';
import { useSaveForm } from '../../../components/kit/save-form.ts';
import { blogKeys, writeArticle } from '../api/blog-generator-api.ts';
import { useBlogGeneratorT } from '../components/blog-generator-text.ts';
import { GeneratorFrame, stepPath } from '../components/generator-frame.tsx';
import { GeneratorMissing } from '../components/generator-missing.tsx';
import { useGeneratorState, type GeneratorState } from '../components/generator-state.ts';

/**
 * `/blog/generator/content`: the parts of the article, edited (changed, added, removed, moved) → the article, written
 * and created as a DRAFT; its editor (`/blog/{id}`) opens, where the admin reads it over and publishes it.
 */
export function GeneratorContentRoute() {
  const [state] = useGeneratorState();
  const ready = state.idDiscussion !== null && state.title.trim() !== '';
  return ready ? (
    <PartsForm state={state as GeneratorState & { idDiscussion: string }} />
  ) : (
    <GeneratorFrame step="content" generator={state.generator} pending={false}>
      <GeneratorMissing needs={state.idDiscussion === null ? 'idea' : 'title'} />
    </GeneratorFrame>
  );
}

const moved = (parts: readonly string[], from: number, to: number): string[] => {
  const next = [...parts];
  const [part] = next.splice(from, 1);
  next.splice(to, 0, part!);
  return next;
};

function PartsForm({ state }: { state: GeneratorState & { idDiscussion: string } }) {
  const t = useBlogGeneratorT();
  const to = useLocalePath();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, change] = useGeneratorState();
  const body = (parts: string[]) => ({
    companyPresentation: state.companyPresentation,
    forWho: state.forWho,
    goal: state.goal,
    idDiscussion: state.idDiscussion,
    title: state.title,
    parts,
  });
  const form = useSaveForm<{ parts: string[] }, Awaited<ReturnType<typeof writeArticle>>>({
    initialValues: { parts: state.parts.length > 0 ? state.parts : [''] },
    rules: (values, lang) => schemaErrorsByPath(blogAiArticleBodySchema, body(values.parts), lang),
    submit: (values) => writeArticle(api, body(values.parts)),
    success: t('blogGenerator.created'),
    onSaved: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
      // The brief stays for the next article; this one's conversation is over.
      change({ idDiscussion: null, ideas: [], title: '', parts: [], generator: null });
      await navigate(to(`/blog/${answer.article.id}`));
    },
    fields: ['parts'],
    messageAbove: 'unplaced',
    inputTestId: 'blog-generator',
  });
  const parts = form.form.getValues().parts;
  const setParts = (next: string[]) => {
    form.form.setFieldValue('parts', next);
    form.form.clearErrors();
  };

  // The parts as edited survive a reload.
  const edited = JSON.stringify(parts);
  useEffect(() => change({ parts: JSON.parse(edited) as string[] }), [edited, change]);

  const listError = form.form.errors.parts as string | undefined;
  return (
    <GeneratorFrame step="content" generator={state.generator} pending={form.pending}>
      <FormBody
        state={form}
        testId="blog-generator-parts-form"
        submitTestId="blog-generator-generate"
        submitLabel={t('blogGenerator.generate')}
        onCancel={() => void navigate(to(stepPath('title')))}
      >
        <Title order={3} data-testid="blog-generator-article-title">
          {state.title}
        </Title>
        <Text c="dimmed">{t('blogGenerator.draftNotice')}</Text>
        <Title order={4}>{t('blogGenerator.parts')}</Title>
        {listError && (
          <Alert color="red" data-testid="blog-generator-parts-error">
            {listError}
          </Alert>
        )}
        <Stack gap="xs">
          {parts.map((_, index) => {
            const n = index + 1;
            return (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={t('blogGenerator.part', { n })}
                  placeholder={t('blogGenerator.part', { n })}
                  maxLength={blogGeneratorLimits.part}
                  disabled={form.pending}
                  {...form.named(`parts.${index}`)}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('blogGenerator.moveUp', { n })}
                  disabled={form.pending || index === 0}
                  onClick={() => setParts(moved(parts, index, index - 1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('blogGenerator.moveDown', { n })}
                  disabled={form.pending || index === parts.length - 1}
                  onClick={() => setParts(moved(parts, index, index + 1))}
                >
                  ↓
                </ActionIcon>
                <CloseButton
                  size="lg"
                  aria-label={t('blogGenerator.removePart', { n })}
                  disabled={form.pending}
                  onClick={() => setParts(parts.filter((__, i) => i !== index))}
                  data-testid={`blog-generator-remove-${index}`}
                />
              </Group>
            );
          })}
        </Stack>
        <Group>
          <Button
            variant="light"
            disabled={form.pending || parts.length >= blogGeneratorLimits.parts}
            onClick={() => setParts([...parts, ''])}
            data-testid="blog-generator-add-part"
          >
            {t('blogGenerator.addPart')}
          </Button>
        </Group>
      </FormBody>
    </GeneratorFrame>
  );
}
