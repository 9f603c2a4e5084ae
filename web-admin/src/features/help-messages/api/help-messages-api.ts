import type { ClientBodyInput } from '@cellar/shared/api/client';
import type { HelpMessageView } from '@cellar/shared/content/help-message';
import type { ApiClient } from '../../../lib/api/api-client.ts';

export type HelpMessageRow = HelpMessageView;
export type HelpMessageBody = ClientBodyInput<'adminHelpMessageCreate'>;

export const createHelpMessage = (api: ApiClient, body: HelpMessageBody) =>
  api.call('adminHelpMessageCreate', { body });
export const updateHelpMessage = (api: ApiClient, id: number, body: HelpMessageBody) =>
  api.call('adminHelpMessageUpdate', { params: { id }, body });
export const deleteHelpMessage = (api: ApiClient, id: number) => api.call('adminHelpMessageDelete', { params: { id } });
