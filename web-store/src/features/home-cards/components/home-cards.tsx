import '../home-cards.css';
import '../../../i18n/pages-catalogue.ts';
import { useQuery } from '@tanstack/react-query';
import type { HomeCardView } from '@cellar/shared/content/home-card';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { LoadError } from '../../../components/status-message.tsx';
import { useStoreApi } from '../../../lib/api/api-context.tsx';
import { useT } from '../../../lib/i18n/translate.ts';
import { homeCardsQuery } from '../api/home-card-queries.ts';

/** One card: its first image, its title and its description (HTML sanitised by the server). */
function HomeCard({ card }: { card: HomeCardView }) {
  const image = card.images[0];
  return (
    <article className="home-card" data-testid={`home-card-${card.id}`}>
      {image && <ResponsiveImage image={image} sizes="(min-width: 60rem) 30rem, 100vw" className="home-card-image" />}
      <h2>{card.title}</h2>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: card.description }} />
    </article>
  );
}

/**
 * The home screen's cards (spec 1 §2 "Main card", "Info cards"), by their order, below the home's own content: its
 * own chunk and its own call, so it never holds the first paint back. A site without cards shows nothing; a failed
 * read says so.
 */
export function HomeCards() {
  const t = useT();
  const cards = useQuery(homeCardsQuery(useStoreApi()));
  if (cards.isPending) return null;
  if (cards.isError)
    return <LoadError message={t('pages.homeCards.error')} error={cards.error} onRetry={() => void cards.refetch()} />;
  if (cards.data.list.length === 0) return null;
  return (
    <section className="home-cards" aria-label={t('pages.homeCards.label')} data-testid="home-cards">
      {cards.data.list.map((card) => (
        <HomeCard key={card.id} card={card} />
      ))}
    </section>
  );
}
