import { Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen, ListThumbnail } from '../../../components/kit/list-screen.tsx';
import { deleteHomeCard, homeCardKeys, loadHomeCards, type HomeCardRow } from '../api/home-cards-api.ts';
import { useHomeCardsT } from '../components/home-cards-text.ts';

/**
 * `/home-cards` (spec 1 §2 "Main card", "Info cards"): every card of the site by the order the admin types, as the
 * storefront's home shows them — the order, the first image, the title; edit (`/home-cards/update/{id}`) and delete
 * with confirmation.
 */
export function HomeCardListRoute() {
  const t = useHomeCardsT();
  const to = useLocalePath();
  const api = useApi();

  return (
    <ListScreen<HomeCardRow>
      title={t('homeCards.title')}
      testId="home-card-list"
      queryKey={homeCardKeys.all}
      load={() => loadHomeCards(api)}
      rowId={(card) => card.id}
      toolbar={
        <Text size="sm" c="dimmed">
          {t('homeCards.orderHelp')}
        </Text>
      }
      columns={[
        { accessor: 'order', title: t('homeCards.order') },
        {
          accessor: 'image',
          title: t('homeCards.image'),
          render: (card) => <ListThumbnail src={card.images[0]?.url} />,
        },
        { accessor: 'title', title: t('homeCards.titleField') },
      ]}
      remove={{ run: (card) => deleteHomeCard(api, card.id), describe: (card) => card.title }}
      addTo={to('/home-cards/add')}
      addLabel={t('homeCards.add')}
      editTo={(card) => to(`/home-cards/update/${card.id}`)}
    />
  );
}
