import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { JobView } from '@cellar/shared/workflows/jobs';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isRequestDropped } from '../../../lib/api/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { updateEverySiteClient } from '../api/sites-api.ts';
import { useDeploymentT } from './deployment-text.ts';

/**
 * "Update every site's client" (`PUT /site/massive-update-client`), after a confirmation: the latest storefront build
 * rolled to every client site, then each published again; the screen follows the job (`onStarted`).
 */
export function MassiveUpdateButton({ disabled, onStarted }: { disabled: boolean; onStarted: (job: JobView) => void }) {
  const t = useDeploymentT();
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const update = useMutation({
    mutationFn: () => updateEverySiteClient(api),
    onSuccess: (job) => {
      toast('success', t('deployment.massive.started'));
      onStarted(job);
    },
    onError: (error) => {
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <>
      <Button
        variant="light"
        onClick={() => setConfirming(true)}
        disabled={disabled}
        loading={update.isPending}
        data-testid="massive-update"
      >
        {t('deployment.massive.button')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('deployment.massive.title')}
        message={t('deployment.massive.message')}
        confirmLabel={t('deployment.massive.confirm')}
        busy={update.isPending}
        onConfirm={() => update.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
