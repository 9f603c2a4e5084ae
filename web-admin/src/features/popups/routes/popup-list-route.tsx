import { Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { formatDay } from '../../../lib/format.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deletePopup, loadPopups, popupKeys, setPopupValid, type PopupRow } from '../api/popup-api.ts';
import { usePopupsT } from '../components/popup-text.ts';

/**
 * `/popup` (spec 1 §2): the site's popups on the list kit — title, dates, pages, frequency — with the valid toggle,
 * edit (`/popup/{id}`) and delete.
 */
export function PopupListRoute() {
  const t = usePopupsT();
  const to = useLocalePath();
  const api = useApi();
  const dates = (p: PopupRow) =>
    p.startDate || p.endDate
      ? `${p.startDate ? formatDay(p.startDate) : '…'} – ${p.endDate ? formatDay(p.endDate) : '…'}`
      : t('behaviours.popups.always');
  return (
    <ListScreen<PopupRow>
      title={t('behaviours.popups.title')}
      testId="popup-list"
      queryKey={popupKeys.all}
      load={(query) => loadPopups(api, query)}
      rowId={(p) => p.id}
      defaultSort={{ field: 'id', direction: 'desc' }}
      columns={[
        { accessor: 'title', title: t('behaviours.popups.titleField'), sortable: true },
        { accessor: 'dates', title: t('behaviours.popups.dates'), render: dates },
        {
          accessor: 'pages',
          title: t('behaviours.popups.pages'),
          render: (p) => <Text size="sm">{p.pages.length ? p.pages.join(', ') : t('behaviours.popups.allPages')}</Text>,
        },
        {
          accessor: 'frequency',
          title: t('behaviours.popups.frequency'),
          render: (p) => t(`behaviours.popups.frequencies.${p.frequency}`),
        },
      ]}
      filters={[{ field: 'title', label: t('behaviours.popups.titleField'), type: 'like' }]}
      valid={{ isValid: (p) => p.valid, set: (p, valid) => setPopupValid(api, p.id, valid) }}
      remove={{ run: (p) => deletePopup(api, p.id), describe: (p) => p.title }}
      addTo={to('/popup/add')}
      addLabel={t('behaviours.popups.add')}
      editTo={(p) => to(`/popup/${p.id}`)}
    />
  );
}
