import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderScreen } from '../../../testing/render.tsx';
import type { ScriptRow } from '../api/script-api.ts';
import { ScriptAddRoute } from '../routes/script-form-route.tsx';
import { ScriptListRoute } from '../routes/script-list-route.tsx';

const tag: ScriptRow = {
  id: 5,
  src: 'https://cdn.example/tag.js',
  crossorigin: 'anonymous',
  fetchpriority: 'low',
  referrerpolicy: null,
  integrity: null,
  async: true,
  defer: false,
  nomodule: false,
  valid: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};

const bodyOf = (call: ReturnType<typeof fakeApi>['call'], name: string) =>
  (call.mock.calls.find(([called]) => called === name)![1] as { body: Record<string, unknown> }).body;

describe('the script form', () => {
  it('refuses a source that is not https and an integrity that is no digest, and sends nothing', async () => {
    const api = fakeApi({ adminScriptCreate: () => tag });
    renderScreen(<ScriptAddRoute />, { api: api.client, path: '/scripts/add', pattern: '/scripts/add' });
    const form = await screen.findByTestId('script-form');
    await userEvent.type(within(form).getByTestId('script-src'), '//cdn.example/tag.js');
    await userEvent.type(within(form).getByTestId('script-integrity'), 'md5-abc');
    await userEvent.click(within(form).getByTestId('script-submit'));
    expect(await within(form).findByText('The source must be an address starting with https://')).toBeInTheDocument();
    expect(
      within(form).getByText('The integrity must be a sha256-, sha384- or sha512- digest in base64'),
    ).toBeInTheDocument();
    expect(api.call).not.toHaveBeenCalledWith('adminScriptCreate', expect.anything());
  });

  it('sends the source and its attributes', async () => {
    const api = fakeApi({ adminScriptCreate: () => tag });
    renderScreen(<ScriptAddRoute />, { api: api.client, path: '/scripts/add', pattern: '/scripts/add' });
    await userEvent.type(await screen.findByTestId('script-src'), 'https://cdn.example/tag.js');
    await userEvent.click(screen.getByTestId('script-nomodule'));
    await userEvent.click(screen.getByTestId('script-submit'));
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('adminScriptCreate', expect.anything()));
    expect(bodyOf(api.call, 'adminScriptCreate')).toMatchObject({
      src: 'https://cdn.example/tag.js',
      fetchpriority: 'auto',
      async: true,
      defer: false,
      nomodule: true,
      valid: true,
    });
    expect(await screen.findByText('Script saved')).toBeInTheDocument();
  });
});

describe('the scripts list', () => {
  it('shows each script with the attributes set on it', async () => {
    const api = fakeApi({ adminScripts: () => ({ scriptsToLoad: [tag], total: 1 }) });
    renderScreen(<ScriptListRoute />, { api: api.client, path: '/scripts', pattern: '/scripts' });
    const list = await screen.findByTestId('script-list');
    expect(await within(list).findByText('https://cdn.example/tag.js')).toBeInTheDocument();
    expect(within(list).getByText('async')).toBeInTheDocument();
    expect(within(list).getByText('crossorigin=anonymous')).toBeInTheDocument();
    expect(within(list).getByText('fetchpriority=low')).toBeInTheDocument();
  });
});
