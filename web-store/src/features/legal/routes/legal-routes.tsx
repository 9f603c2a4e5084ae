import { useQuery } from '@tanstack/react-query';
import type { PublicConditions, ShownText } from '@cellar/shared/site/conditions';
import { legalInfoFields } from '@cellar/shared/site/legal-info';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoadError, StatusMessage } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { bcp47, useContentLang, useLang } from '../../../lib/i18n/lang.ts';
import { useT } from '../../../lib/i18n/translate.ts';
import { conditionsQuery } from '../api/legal-queries.ts';

/**
 * A text the server sanitised when it was saved (functions/src/services/sites/rich-text.ts: an allow-list
 * of tags, no attributes but links', no script) and filled with HTML-escaped legal info: shown as
 * HTML. When it exists only in another language, the page says so and marks its language.
 */
function RichText({ text, testId }: { text: ShownText & { html: string }; testId: string }) {
  const t = useT();
  const lang = useLang();
  const contentLang = useContentLang();
  const other = text.lang !== null && text.lang !== contentLang;
  // French and English by our own words; any other language (a translation's) by the browser's.
  const language = (code: string) =>
    code === 'fr_FR' || code === 'en_US'
      ? t(`legal.languages.${code}`)
      : (new Intl.DisplayNames([bcp47(lang)], { type: 'language' }).of(bcp47(code)) ?? code);
  return (
    <>
      {other && <p className="muted small">{t('legal.otherLanguage', { language: language(text.lang!) })}</p>}
      <div
        className="rich-text"
        lang={other ? bcp47(text.lang!) : undefined}
        data-testid={testId}
        dangerouslySetInnerHTML={{ __html: text.html }}
      />
    </>
  );
}

/** The company that sells: its legal info, the fields the site filled in (spec 1 §3). */
function LegalInfoList({ data }: { data: PublicConditions }) {
  const t = useT();
  const filled = legalInfoFields.filter((field) => data.legal[field].trim() !== '');
  if (filled.length === 0) return null;
  return (
    <section className="product-section" data-testid="legal-info">
      <h2>{t('legal.publisher')}</h2>
      <dl className="legal-info">
        {filled.map((field) => (
          <div key={field}>
            <dt>{t(`legal.fields.${field}`)}</dt>
            <dd>{data.legal[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useConditions() {
  return useQuery(conditionsQuery(useStoreApi()));
}

function LegalPage({ document }: { document: 'salesConditions' | 'legalNotice' }) {
  const t = useT();
  const conditions = useConditions();
  const title = t(document === 'salesConditions' ? 'legal.salesConditions' : 'legal.legalNotice');
  if (conditions.isError)
    return <LoadError message={t('legal.error')} error={conditions.error} onRetry={() => void conditions.refetch()} />;
  if (conditions.isPending) return <PageLoader />;
  const text = conditions.data[document];
  return (
    <article className="legal-page" data-testid={`legal-${document}`}>
      <title>{`${title} — ${conditions.data.siteName}`}</title>
      <h1>{title}</h1>
      {document === 'legalNotice' && <LegalInfoList data={conditions.data} />}
      {text.html !== null ? (
        <RichText text={{ ...text, html: text.html }} testId={`${document}-text`} />
      ) : (
        <StatusMessage>{t('legal.none')}</StatusMessage>
      )}
    </article>
  );
}

/** `/conditions`: the sales conditions, opened from the checkout's box (in a new tab: the cart and the form stay) and
 * from the footer. */
export function SalesConditionsRoute() {
  return <LegalPage document="salesConditions" />;
}

/** `/legal-notice`: the legal notice, with the company's legal info above it. */
export function LegalNoticeRoute() {
  return <LegalPage document="legalNotice" />;
}
