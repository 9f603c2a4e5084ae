import { Anchor, Text } from '@mantine/core';
import { useApi } from '../../../lib/api/api-context.tsx';
import { useLocalePath } from '../../../lib/i18n/lang.ts';
import { ListScreen } from '../../../components/kit/list-screen.tsx';
import { deleteQrcode, loadQrcodes, qrcodeKeys, type QrcodeRow } from '../api/qrcodes-api.ts';
import { qrcodeBase, type QrcodeArea } from '../components/qrcode-area.ts';
import { QrcodePreview } from '../components/qrcode-preview.tsx';
import { useQrcodesT } from '../components/qrcode-text.ts';

/**
 * `/qrcode` (spec 1 §2 "QR codes and models"): the site's QR codes on the list kit — a thumbnail, the name, the
 * target and how many times the tracked address was scanned; edit and delete. `/superAdmin/qrcode`: the models
 * (site 0), a name and a style each.
 */
export function QrcodeListRoute({ area = 'admin' }: { area?: QrcodeArea }) {
  const t = useQrcodesT();
  const to = useLocalePath();
  const api = useApi();
  const models = area === 'superAdmin';
  const base = qrcodeBase(area);

  return (
    <ListScreen<QrcodeRow>
      title={models ? t('qrcodes.modelsTitle') : t('qrcodes.title')}
      testId="qrcode-list"
      queryKey={qrcodeKeys.all}
      load={(query) => loadQrcodes(api, query)}
      rowId={(q) => q.id}
      defaultSort={{ field: 'name', direction: 'asc' }}
      toolbar={
        models ? (
          <Text size="sm" c="dimmed">
            {t('qrcodes.modelsIntro')}
          </Text>
        ) : undefined
      }
      columns={[
        {
          accessor: 'preview',
          title: t('qrcodes.preview'),
          render: (q) => (
            <QrcodePreview text={q.address ?? q.name} style={q.style} size={48} testId={`qrcode-thumb-${q.id}`} />
          ),
        },
        { accessor: 'name', title: t('qrcodes.name'), sortable: true },
        ...(models
          ? []
          : [
              {
                accessor: 'target',
                title: t('qrcodes.target'),
                render: (q: QrcodeRow) =>
                  q.target.startsWith('https://') ? (
                    <Anchor href={q.target} target="_blank" rel="noopener noreferrer" size="sm">
                      {q.target}
                    </Anchor>
                  ) : (
                    <Text size="sm">{q.target}</Text>
                  ),
              },
              {
                accessor: 'scans',
                title: t('qrcodes.scans'),
                sortable: true,
                render: (q: QrcodeRow) => <span data-testid={`qrcode-scans-${q.id}`}>{q.scans}</span>,
              },
            ]),
      ]}
      filters={[{ field: 'name', label: t('qrcodes.name'), type: 'like' }]}
      remove={{ run: (q) => deleteQrcode(api, q.id), describe: (q) => q.name }}
      addTo={to(`${base}/add`)}
      addLabel={models ? t('qrcodes.addModel') : t('qrcodes.add')}
      editTo={(q) => to(`${base}/update/${q.id}`)}
    />
  );
}
