import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { pageKeys, pageQuery, type PageView } from '../api/pages-api.ts';
import { PageInfoForm } from '../components/page-info-form.tsx';
import { pageName } from '../components/page-tree-order.ts';
import { usePagesT } from '../components/pages-text.ts';

/** The information screen of a new page or of one page. */
function PageInfoScreen({ page }: { page: PageView | null }) {
  const t = usePagesT();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="md" data-testid="page-info-screen">
      <Group justify="space-between">
        <Title order={2}>
          {page ? t('pages.form.editTitle', { name: pageName(page, t('pages.untitled')) }) : t('pages.form.addTitle')}
        </Title>
        <Group gap="sm">
          {page?.link.type === 'NONE' && (
            <Button variant="light" component={Link} to={to(`/page/editor/${page.id}`)} data-testid="page-open-editor">
              {t('pages.editContent')}
            </Button>
          )}
          {page && (
            <Button
              variant="light"
              component={Link}
              to={to(`/page/${page.id}/translation`)}
              data-testid="page-translations"
            >
              {t('menu.translations')}
            </Button>
          )}
          <Button variant="default" component={Link} to={to('/page')} data-testid="page-back">
            {t('pages.form.backToList')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="lg" maw={900}>
        <PageInfoForm
          page={page}
          onSaved={(saved) => {
            // A new page goes on to its content; an edited one back to the list (both read it again).
            navigate(page ? to('/page') : to(`/page/editor/${saved.id}`));
            void queryClient.invalidateQueries({ queryKey: pageKeys.all });
          }}
          onCancel={() => navigate(to('/page'))}
        />
      </Paper>
    </Stack>
  );
}

/** `/page/add` (spec 1 §2): a new page's information (`POST /admin/page/base`), then its content in the editor. */
export function PageAddRoute() {
  return <PageInfoScreen page={null} />;
}

/** `/page/update/{id}` (spec 1 §2): a page's information (`PUT /admin/page/base/{id}`), its layouts kept. */
export function PageUpdateRoute() {
  const api = useApi();
  const to = useLocalePath();
  const param = useParams().id;
  const id = Number(param);
  const valid = param !== undefined && /^\d+$/.test(param) && id > 0;
  const page = useQuery({ ...pageQuery(api, id), enabled: valid });
  if (param === undefined) return <Navigate replace to={to('/page')} />;
  if (!valid) return <ErrorScreen status={404} />;
  if (page.isPending) return <PageLoader />;
  if (page.isError) return <ErrorScreen status={isApiError(page.error) ? page.error.status : 500} />;
  // Keyed by the page and its version: a save elsewhere gives a fresh form rather than mixed values.
  return <PageInfoScreen key={`${page.data.id}-${page.data.version}`} page={page.data} />;
}
