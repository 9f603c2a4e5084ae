import type { ReactNode } from 'react';
import { Alert, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useBlogGeneratorT } from './blog-generator-text.ts';
import type { BlogGeneratorKind } from '@cellar/shared/content/blog-generator';

export const generatorSteps = ['idea', 'title', 'content'] as const;
export type GeneratorStep = (typeof generatorSteps)[number];

export const stepPath = (step: GeneratorStep) => `/blog/generator/${step}`;

/**
 * The frame of the three generator screens: the title, the steps (an earlier one may be opened again), the notice
 * that the texts were composed locally when they were (`generator: 'local'`), and what the generation is doing.
 */
export function GeneratorFrame(props: {
  step: GeneratorStep;
  generator: BlogGeneratorKind | null;
  pending: boolean;
  children: ReactNode;
}) {
  const t = useBlogGeneratorT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const active = generatorSteps.indexOf(props.step);
  return (
    <Stack gap="md" maw={900} data-testid={`blog-generator-screen-${props.step}`}>
      <Title order={2}>{t('blogGenerator.title')}</Title>
      <Stepper
        active={active}
        size="sm"
        onStepClick={(index) => {
          if (index < active && !props.pending) void navigate(to(stepPath(generatorSteps[index]!)));
        }}
      >
        {generatorSteps.map((step) => (
          <Stepper.Step
            key={step}
            label={t(`blogGenerator.steps.${step}`)}
            data-testid={`blog-generator-step-${step}`}
          />
        ))}
      </Stepper>
      {props.generator === 'local' && (
        <Alert color="blue" data-testid="blog-generator-local">
          {t('blogGenerator.localNotice')}
        </Alert>
      )}
      <Paper withBorder p="lg">
        {props.children}
      </Paper>
      {props.pending && (
        <Group data-testid="blog-generator-pending">
          <Text c="dimmed">{t('blogGenerator.generating')}</Text>
        </Group>
      )}
    </Stack>
  );
}
