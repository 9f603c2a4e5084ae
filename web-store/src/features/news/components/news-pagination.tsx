import { useT } from '../../../lib/i18n/translate.ts';

/** Previous / "Page 2 of 5" / next under the news list, when there is more than one page. */
export function NewsPagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pages.news.paging')}>
      <button type="button" className="button button-quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pages.news.previous')}
      </button>
      <span aria-current="page">{t('pages.news.pageOf', { page, pages })}</span>
      <button type="button" className="button button-quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pages.news.next')}
      </button>
    </nav>
  );
}
