import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError } from '../../../lib/api/errors.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { editorPageQuery } from '../api/page-editor-api.ts';
import { useEditorT } from '../editor/editor-text.ts';
import { PageEditor } from '../editor/page-editor.tsx';

/** A saved page in the editor: read once (`GET /admin/page/{id}`), then the editor holds it. */
function SavedPageEditor({ id, site }: { id: number; site: number }) {
  const t = useEditorT();
  const api = useApi();
  const page = useQuery(editorPageQuery(api, id));
  if (page.isPending) return <PageLoader />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <ErrorScreen status={404} />;
    return (
      <Alert color="red" data-testid="page-editor-error">
        {errorMessage(page.error, t('editor.loadFailed'))}
      </Alert>
    );
  }
  return <PageEditor key={`${site}.${id}`} page={page.data} site={site} />;
}

/** `/page/editor` (a new page, published by "Publish") and `/page/editor/{id}` (a saved page, "Save"). */
export function PageEditorRoute() {
  const { id } = useParams();
  const { selectedSite } = useSession();
  if (id === undefined) return <PageEditor key={`${selectedSite}.new`} page={null} site={selectedSite} />;
  const pageId = /^\d+$/.test(id) ? Number(id) : 0;
  if (pageId <= 0) return <ErrorScreen status={404} />;
  return <SavedPageEditor id={pageId} site={selectedSite} />;
}
