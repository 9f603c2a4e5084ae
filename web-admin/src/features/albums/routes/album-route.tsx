import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { albumQuery } from '../api/albums-api.ts';
import { AlbumForm } from '../components/album-form.tsx';

/** `/album/{id}`: the album read with `GET /admin/album/{id}`, then its form. */
export function AlbumRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const album = useQuery({ ...albumQuery(api, id), enabled: valid });
  if (!valid) return <ErrorScreen status={404} />;
  if (album.isPending) return <PageLoader />;
  if (album.isError) return <ErrorScreen status={isApiError(album.error) ? album.error.status : 500} />;
  // Keyed by the album, so a form never keeps the values of another one.
  return <AlbumForm key={id} album={album.data} />;
}
