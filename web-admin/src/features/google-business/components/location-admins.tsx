import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { locationAdminInviteSchema, locationAdminRoles } from '@cellar/shared/social/social';
import { useApi } from '../../../lib/api/api-context.tsx';
import { errorMessage, isApiError, isRequestDropped } from '../../../lib/api/errors.ts';
import { useLang } from '../../../lib/i18n/lang.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/kit/confirm-dialog.tsx';
import { DeleteIcon } from '../../../components/kit/row-icons.tsx';
import { schemaErrors, serverErrors, type FieldErrors } from '../../../components/kit/field-errors.ts';
import { LoadError } from '../../../components/kit/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import {
  adminsQuery,
  googleKeys,
  inviteAdmin,
  removeAdmin,
  type AdminRow,
  type LocationRow,
} from '../api/google-business-api.ts';
import { useGoogleBusinessT } from './google-business-text.ts';

/** Invites an admin by e-mail with the role Manager or Owner: the shared rules' messages, then the server's. */
function InviteForm({ locationId }: { locationId: string }) {
  const t = useGoogleBusinessT();
  const lang = useLang();
  const api = useApi();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const invite = useMutation({
    mutationFn: () => inviteAdmin(api, locationId, { email, role }),
    onSuccess: () => {
      toast('success', t('googleBusiness.admins.invited'));
      setEmail('');
      setRole(null);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: googleKeys.admins(locationId) });
    },
    onError: (error) => {
      if (isRequestDropped(error)) return;
      setErrors(isApiError(error) ? serverErrors(error.fieldErrors) : {});
      toast('error', errorMessage(error, t('error.generic')));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = schemaErrors(locationAdminInviteSchema, { email, role }, lang);
    setErrors(found);
    if (Object.keys(found).length === 0) invite.mutate();
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`invite-${locationId}`}>
      <Group align="flex-start" gap="sm">
        <TextInput
          aria-label={t('googleBusiness.admins.email')}
          placeholder={t('googleBusiness.admins.email')}
          type="email"
          w={260}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          data-testid="invite-email"
        />
        <Select
          aria-label={t('googleBusiness.admins.role')}
          placeholder={t('googleBusiness.admins.role')}
          w={180}
          data={locationAdminRoles.map((value) => ({ value, label: t(`googleBusiness.admins.roles.${value}`) }))}
          value={role}
          onChange={setRole}
          error={errors.role}
          data-testid="invite-role"
        />
        <Button type="submit" loading={invite.isPending} data-testid="invite-submit">
          {t('googleBusiness.admins.invite')}
        </Button>
      </Group>
    </form>
  );
}

/** One location: its address and place id, its admins (role, pending invitation), remove one, invite one. */
export function LocationAdmins({ location }: { location: LocationRow }) {
  const t = useGoogleBusinessT();
  const api = useApi();
  const queryClient = useQueryClient();
  const admins = useQuery(adminsQuery(api, location.id));
  const [removing, setRemoving] = useState<AdminRow | null>(null);
  const remove = useMutation({
    mutationFn: (admin: AdminRow) => removeAdmin(api, location.id, admin.id),
    onSuccess: () => {
      setRemoving(null);
      toast('success', t('googleBusiness.admins.removed'));
      void queryClient.invalidateQueries({ queryKey: googleKeys.admins(location.id) });
    },
    onError: (error) => {
      setRemoving(null);
      if (!isRequestDropped(error)) toast('error', errorMessage(error, t('error.generic')));
    },
  });
  return (
    <Paper withBorder p="md" data-testid={`location-${location.id}`}>
      <Stack gap="xs">
        <Title order={5}>{location.name}</Title>
        {location.address && (
          <Text size="sm" c="dimmed">
            {location.address}
          </Text>
        )}
        {location.placeId && (
          <Text size="xs" c="dimmed">
            {t('googleBusiness.locations.placeId', { placeId: location.placeId })}
          </Text>
        )}
        <Text fw={500} size="sm" mt="xs">
          {t('googleBusiness.admins.title')}
        </Text>
        {admins.isPending ? (
          <PageLoader />
        ) : admins.isError ? (
          <LoadError
            title={t('googleBusiness.admins.loadError')}
            error={admins.error}
            onRetry={() => void admins.refetch()}
            testId={`admins-error-${location.id}`}
          />
        ) : admins.data.admins.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('googleBusiness.admins.empty')}
          </Text>
        ) : (
          <Table>
            <Table.Tbody>
              {admins.data.admins.map((admin) => (
                <Table.Tr key={admin.id} data-testid={`admin-${location.id}-${admin.id}`}>
                  <Table.Td>{admin.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="light">{t(`googleBusiness.admins.roles.${admin.role}`)}</Badge>
                      {admin.pending && (
                        <Badge variant="outline" color="orange">
                          {t('googleBusiness.admins.pending')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td w={40}>
                    {admin.role !== 'PRIMARY_OWNER' && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('googleBusiness.admins.remove', { email: admin.email })}
                        onClick={() => setRemoving(admin)}
                      >
                        <DeleteIcon />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <InviteForm locationId={location.id} />
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t('googleBusiness.admins.confirmTitle')}
        message={t('googleBusiness.admins.confirmMessage', { email: removing?.email ?? '' })}
        confirmLabel={t('googleBusiness.admins.remove', { email: removing?.email ?? '' })}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Paper>
  );
}
