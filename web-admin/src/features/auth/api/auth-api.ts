import type { ApiClient } from '../../../lib/api/api-client.ts';

export interface LoginInput {
  email: string;
  password: string;
}

export const login = (api: ApiClient, body: LoginInput) => api.call('adminLogin', { body });

export const askPasswordReset = (api: ApiClient, email: string) =>
  api.call('adminPasswordResetAsk', { body: { email } });

export interface ResetInput {
  token: string;
  password: string;
  confirmPassword?: string;
}

export const resetPassword = (api: ApiClient, body: ResetInput) => api.call('passwordReset', { body });
