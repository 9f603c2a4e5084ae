import { Badge, Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { langKeys, loadLangs, setDefaultLang, type LangRow } from '../api/languages-api.ts';

/** `/superAdmin/lang`: the language catalogue every site picks from, and its default. */
export function LangListRoute() {
  const t = useT();
  const to = useLocalePath();
  const api = useApi();
  const queryClient = useQueryClient();
  const makeDefault = useMutation({
    mutationFn: (lang: LangRow) => setDefaultLang(api, lang.id),
    onSuccess: (_data, lang) => toast('success', t('languages.defaultSet', { label: lang.label })),
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: langKeys.all }),
  });
  return (
    <ListScreen<LangRow>
      title={t('languages.title')}
      testId="lang-list"
      queryKey={langKeys.all}
      load={(query) => loadLangs(api, query)}
      rowId={(l) => l.id}
      defaultSort={{ field: 'code', direction: 'asc' }}
      columns={[
        { accessor: 'code', title: t('languages.code'), sortable: true },
        { accessor: 'label', title: t('languages.label'), sortable: true },
        {
          accessor: 'mtCode',
          title: t('languages.mtCode'),
          sortable: true,
          render: (l) => l.mtCode ?? t('common.none'),
        },
        {
          accessor: 'isDefault',
          title: t('languages.default'),
          render: (l) =>
            l.isDefault ? (
              <Badge variant="light" color="green" data-testid={`default-${l.id}`}>
                {t('languages.defaultBadge')}
              </Badge>
            ) : (
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={makeDefault.isPending}
                onClick={() => makeDefault.mutate(l)}
                aria-label={t('languages.makeDefaultOf', { label: l.label })}
                data-testid={`make-default-${l.id}`}
              >
                {t('languages.makeDefault')}
              </Button>
            ),
        },
      ]}
      filters={[
        { field: 'code', label: t('languages.code'), type: 'like' },
        { field: 'label', label: t('languages.label'), type: 'like' },
      ]}
      addTo={to('/superAdmin/lang/add')}
      addLabel={t('languages.add')}
      editTo={(l) => to(`/superAdmin/lang/update/${l.id}`)}
      describe={(l) => l.label}
    />
  );
}
