import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { homeCardsQuery } from '../api/home-cards-api.ts';
import { HomeCardForm } from '../components/home-card-form.tsx';

/** `/home-cards/add`. */
export function HomeCardAddRoute() {
  return <HomeCardForm card={null} />;
}

/** `/home-cards/update/{id}`: the card found in `GET /admin/home-card` (a site has a few). */
export function HomeCardUpdateRoute() {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const cards = useQuery({ ...homeCardsQuery(api), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous card.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (cards.isPending) return <PageLoader />;
  if (cards.isError) return <ErrorScreen status={isApiError(cards.error) ? cards.error.status : 500} />;
  const card = cards.data.list.find((one) => one.id === id);
  if (!card) return <ErrorScreen status={404} />;
  return <HomeCardForm key={pathname} card={card} />;
}
