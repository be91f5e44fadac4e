import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface RunningWorker {
  url: string;
  stop(): Promise<void>;
}

/** Starts `wrangler dev` on a free loopback port and waits until it answers. */
export async function startWorker(extraArgs: string[] = []): Promise<RunningWorker> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', ...extraArgs, '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', '0', '--log-level', 'error'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, detached: true },
  );
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('wrangler dev did not answer within 90 s');
}
