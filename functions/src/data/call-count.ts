import { AsyncLocalStorage } from 'node:async_hooks';

/** DynamoDB commands sent while serving one request, by command name (`QueryCommand: 1`). */
export type CallCount = Record<string, number>;

const current = new AsyncLocalStorage<CallCount>();

/** Runs `work` with its own count: every DynamoDB command sent meanwhile is counted there. */
export function countingCalls<T>(work: () => Promise<T>): { count: CallCount; done: Promise<T> } {
  const count: CallCount = {};
  return { count, done: current.run(count, work) };
}

/** Called by the DynamoDB client for each command it sends. */
export function countCall(commandName: string): void {
  const count = current.getStore();
  if (count) count[commandName] = (count[commandName] ?? 0) + 1;
}

/** `QueryCommand=1,GetCommand=2`: what a request cost, for the log line and the local answer header. */
export function formatCallCount(count: CallCount): string {
  return Object.entries(count)
    .map(([name, n]) => `${name}=${n}`)
    .join(',');
}
