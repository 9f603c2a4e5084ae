import { Alert, Button, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { useBlogGeneratorT } from './blog-generator-text.ts';
import { stepPath } from './generator-frame.tsx';

/** A step opened before the one it needs (a bookmark, another tab): says which step comes first, and opens it. */
export function GeneratorMissing({ needs }: { needs: 'idea' | 'title' }) {
  const t = useBlogGeneratorT();
  const to = useLocalePath();
  const navigate = useNavigate();
  return (
    <Stack gap="sm" align="flex-start" data-testid="blog-generator-missing">
      <Alert color="orange">{t(needs === 'idea' ? 'blogGenerator.missingBrief' : 'blogGenerator.missingTitle')}</Alert>
      <Button variant="light" onClick={() => void navigate(to(stepPath(needs)))}>
        {t(needs === 'idea' ? 'blogGenerator.toIdea' : 'blogGenerator.toTitle')}
      </Button>
    </Stack>
  );
}
