import '../albums.css';
import '../../../i18n/pages-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { errorStatus } from '../../../lib/api/errors.ts';
import { useDocumentHead } from '../../../lib/head/use-document-head.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { useSiteIdentity } from '../../../lib/site/use-site-name.ts';
import { albumQuery } from '../api/album-queries.ts';
import { AlbumGallery } from '../components/album-gallery.tsx';

/** `/album/:id`: an album's title, description and photos (responsive variants), each opening in the lightbox. */
export function AlbumRoute() {
  const t = useT();
  const { name } = useSiteIdentity();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const album = useQuery({ ...albumQuery(useStoreApi(), id), enabled: valid });
  useDocumentHead(
    album.data
      ? {
          title: name ? `${album.data.title} — ${name}` : album.data.title,
          description: album.data.description || album.data.title,
          path: `/album/${album.data.id}`,
        }
      : undefined,
  );
  if (!valid || errorStatus(album.error) === 404) return <StatusMessage>{t('pages.album.notFound')}</StatusMessage>;
  if (album.isPending) return <PageLoader />;
  if (album.isError)
    return <LoadError message={t('pages.album.error')} error={album.error} onRetry={() => void album.refetch()} />;
  const { title, description, images } = album.data;
  return (
    <section className="album-page" data-testid="album-page">
      <h1>{title}</h1>
      {description && <p className="album-description">{description}</p>}
      {images.length === 0 ? (
        <p className="muted" data-testid="album-empty">
          {t('pages.album.empty')}
        </p>
      ) : (
        <AlbumGallery title={title} images={images} />
      )}
    </section>
  );
}
