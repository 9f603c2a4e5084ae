import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../../lib/api/api-context.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { ErrorScreen } from '../../../components/error-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { qrcodeQuery } from '../api/qrcodes-api.ts';
import { QrcodeForm } from '../components/qrcode-form.tsx';
import type { QrcodeArea } from '../components/qrcode-area.ts';

/** `/qrcode/add` and `/superAdmin/qrcode/add`. */
export function QrcodeAddRoute({ area = 'admin' }: { area?: QrcodeArea }) {
  return <QrcodeForm qrcode={null} area={area} />;
}

/** `/qrcode/update/{id}` and `/superAdmin/qrcode/update/{id}`: read with `GET /admin/qrcode/{id}`. */
export function QrcodeUpdateRoute({ area = 'admin' }: { area?: QrcodeArea }) {
  const api = useApi();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const qrcode = useQuery({ ...qrcodeQuery(api, id), enabled: valid });
  // Keyed by the path, so a form never keeps the values of the previous QR code.
  const { pathname } = useLocation();
  if (!valid) return <ErrorScreen status={404} />;
  if (qrcode.isPending) return <PageLoader />;
  if (qrcode.isError) return <ErrorScreen status={isApiError(qrcode.error) ? qrcode.error.status : 500} />;
  return <QrcodeForm key={pathname} qrcode={qrcode.data} area={area} />;
}
