import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Starts a child that dies with us: under Linux `setpriv --pdeathsig` makes the kernel kill it if
 * this process dies, even by SIGKILL (the JVM of DynamoDB Local would otherwise outlive us).
 */
export function spawnTied(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; name: string; onOutput?: (line: string) => void },
): ChildProcess {
  const tied = existsSync('/usr/bin/setpriv');
  const child = spawn(tied ? '/usr/bin/setpriv' : command, tied ? ['--pdeathsig', 'SIGKILL', command, ...args] : args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n'))
      if (line.trim()) options.onOutput?.(`[${options.name}] ${line}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/** Stops a child and waits for it to exit (SIGKILL after a grace period). */
export function stopChild(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
