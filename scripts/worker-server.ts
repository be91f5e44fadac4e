import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freePort } from './free-port.ts';

export interface RunningWorker {
  /** `wrangler dev`'s own address, as a developer opens it. */
  url: string;
  /**
   * The workerd runtime behind `wrangler dev`'s proxy, which serves the same worker. That proxy
   * passes every HTML response through HTMLRewriter (to inject its live-reload script) and
   * compresses it again: a cost only local development has, and one HTML pays but plain text
   * (the trivial route) does not, so the benchmark measures pages here.
   */
  runtimeUrl: string;
  stop(): Promise<void>;
}

// wrangler's debug log names the runtime it proxies to when the worker is (re)loaded.
const RUNTIME = /"userWorkerUrl":\{"protocol":"(https?:)","hostname":"([^"]+)","port":"(\d+)"/;

/** Starts `wrangler dev` on a free loopback port and waits until it and its runtime answer. */
export async function startWorker(extraArgs: string[] = []): Promise<RunningWorker> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    'npx',
    ['wrangler', 'dev', ...extraArgs, '--port', String(port), '--ip', '127.0.0.1', '--inspector-port', '0', '--log-level', 'debug'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, detached: true },
  );
  let runtimeUrl: string | undefined;
  // The debug log is read for the runtime's address, and otherwise only drained (errors go to stderr).
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const m = RUNTIME.exec(line);
    if (m) runtimeUrl = `${m[1]}//${m[2]}:${m[3]}`;
  });
  const stop = async () => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if (runtimeUrl && (await fetch(`${url}/robots.txt`)).ok && (await fetch(`${runtimeUrl}/robots.txt`)).ok) return { url, runtimeUrl, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(runtimeUrl ? 'wrangler dev did not answer within 90 s' : 'wrangler dev did not log its runtime address (userWorkerUrl) within 90 s');
}
