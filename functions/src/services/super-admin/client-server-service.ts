import { clientServerIssues, type ClientServerInput, type ClientServerView } from '@cellar/shared/site/client-server';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import {
  ClientServerChanged,
  clientServerRepository,
  type ClientServerRecord,
} from '../../repositories/client-server-repository.ts';

const view = ({ createdAt: _c, ...record }: ClientServerRecord): ClientServerView => record;

function check(input: ClientServerInput): void {
  const issues = Object.entries(clientServerIssues(input));
  if (issues.length > 0) throw new ValidationError(Object.fromEntries(issues.map(([field, key]) => [field, [key]])));
}

async function find(id: number): Promise<ClientServerRecord> {
  const server = await clientServerRepository.get(id);
  if (!server) throw new NotFoundError('clientServer.notFound');
  return server;
}

const changed = (error: unknown): never => {
  if (error instanceof ClientServerChanged) throw new ConflictError('clientServer.changed');
  throw error;
};

const monitoringUrlOf = (input: ClientServerInput): string | null => input.monitoringUrl?.trim() || null;

/** Client servers (spec 1 §3, §5 "Server must have at least one seat and IP not empty"): super-admin only. */
export const clientServerService = {
  async list(): Promise<{ servers: ClientServerView[] }> {
    return { servers: (await clientServerRepository.all()).map(view) };
  },

  async create(input: ClientServerInput): Promise<ClientServerView> {
    check(input);
    const now = new Date().toISOString();
    const server: ClientServerRecord = {
      id: await clientServerRepository.nextId(),
      ip: input.ip!.trim(),
      seats: input.seats!,
      monitoringUrl: monitoringUrlOf(input),
      createdAt: now,
      updatedAt: now,
    };
    await clientServerRepository.save(null, server);
    return view(server);
  },

  async update(id: number, input: ClientServerInput): Promise<ClientServerView> {
    check(input);
    const previous = await find(id);
    const next: ClientServerRecord = {
      ...previous,
      ip: input.ip!.trim(),
      seats: input.seats!,
      monitoringUrl: monitoringUrlOf(input),
      updatedAt: new Date().toISOString(),
    };
    await clientServerRepository.save(previous, next).catch(changed);
    return view(next);
  },

  async remove(id: number): Promise<void> {
    await clientServerRepository.delete(await find(id)).catch(changed);
  },
};
