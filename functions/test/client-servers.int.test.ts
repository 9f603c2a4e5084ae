import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signIn } from '../../scripts/src/test/api.ts';

/**
 * Client servers (issue 20; spec 1 §3 "Server: IP, seats, monitoring URL", §5 "Server must have at least one seat
 * and IP not empty"): the super-admin's list, add, change, delete; the rule in both languages; ADMIN refused.
 */
const { logins } = inject('fixtures');
let admin1: string;
let superAdmin: string;

beforeAll(async () => {
  [admin1, superAdmin] = await Promise.all([
    signIn(logins.admin1.email, logins.admin1.password),
    signIn(logins.superAdmin.email, logins.superAdmin.password),
  ]);
});

const send = (method: string, path: string, body?: unknown, lang: 'en_US' | 'fr_FR' = 'en_US') =>
  call(method, path, { token: superAdmin, body, lang });

describe('client servers', () => {
  it('adds a server, lists it, changes it and deletes it', async () => {
    const created = await send('POST', '/super-admin/client/server', {
      ip: ' 10.0.0.4 ',
      seats: 12,
      monitoringUrl: 'https://monitor.example.com/s4',
    });
    expect(created.status, created.raw).toBe(201);
    expect(created.body.message).toBe('Server added');
    const server = created.body.data;
    expect(server).toMatchObject({ ip: '10.0.0.4', seats: 12, monitoringUrl: 'https://monitor.example.com/s4' });

    const listed = await send('GET', '/super-admin/client/server');
    expect(listed.body.data.servers).toContainEqual(server);

    const changed = await send('PUT', `/super-admin/client/server/${server.id}`, { ip: '10.0.0.5', seats: 1 });
    expect(changed.status, changed.raw).toBe(200);
    expect(changed.body.data).toMatchObject({ id: server.id, ip: '10.0.0.5', seats: 1, monitoringUrl: null });

    const deleted = await send('DELETE', `/super-admin/client/server/${server.id}`);
    expect(deleted.status, deleted.raw).toBe(200);
    expect(deleted.body.message).toBe('Server deleted');
    const after = await send('GET', '/super-admin/client/server');
    expect(after.body.data.servers.map((s: { id: number }) => s.id)).not.toContain(server.id);
  });

  it('refuses a server without a seat or without an IP with the spec’s message', async () => {
    const noSeat = await send('POST', '/super-admin/client/server', { ip: '10.0.0.6', seats: 0 });
    expect(noSeat.status).toBe(400);
    expect(noSeat.body.data.errors).toEqual({ seats: ['Server must have at least one seat and IP not empty'] });
    const noIp = await send('POST', '/super-admin/client/server', { ip: '  ', seats: 3 }, 'fr_FR');
    expect(noIp.body.data.errors).toEqual({ ip: ['Le serveur doit avoir au moins une place et une IP non vide'] });
  });

  it('refuses a monitoring address that is not a web address', async () => {
    const answer = await send('POST', '/super-admin/client/server', {
      ip: '10.0.0.7',
      seats: 2,
      monitoringUrl: 'javascript:alert(1)',
    });
    expect(answer.body.data.errors).toEqual({
      monitoringUrl: ['The monitoring address must start with http:// or https://'],
    });
  });

  it('answers 404 for a server that does not exist', async () => {
    const answer = await send('PUT', '/super-admin/client/server/999999', { ip: '10.0.0.8', seats: 1 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Server not found');
    expect((await send('DELETE', '/super-admin/client/server/999999')).status).toBe(404);
  });

  it('refuses every client-server call to an ADMIN', async () => {
    const calls = [
      call('GET', '/super-admin/client/server', { token: admin1, idSite: 1 }),
      call('POST', '/super-admin/client/server', { token: admin1, idSite: 1, body: { ip: '10.0.0.9', seats: 1 } }),
      call('PUT', '/super-admin/client/server/1', { token: admin1, idSite: 1, body: { ip: '10.0.0.9', seats: 1 } }),
      call('DELETE', '/super-admin/client/server/1', { token: admin1, idSite: 1 }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
  });
});
