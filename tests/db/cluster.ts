// A throw-away PostgreSQL cluster for one test file: its own temp dir, port and socket, trust auth.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

// initdb and postgres refuse to run as root, so under root they run as the postgres OS user.
const RUN_AS = process.getuid?.() === 0 ? 'postgres' : null;
const FALLBACK_BIN_DIRS = ['/usr/lib/postgresql/15/bin'];

export interface Cluster {
  readonly port: number;
  connect(): Promise<pg.Client>;
  stop(): void;
}

function findBinary(name: string): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), ...FALLBACK_BIN_DIRS];
  const dir = dirs.find((d) => d && existsSync(join(d, name)));
  if (!dir) throw new Error(`${name} not found on PATH; PostgreSQL 15 server binaries are required`);
  return join(dir, name);
}

function run(name: string, args: string[]): void {
  const binary = findBinary(name);
  const [file, argv] = RUN_AS ? ['runuser', ['-u', RUN_AS, '--', binary, ...args]] : [binary, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${name} exited with ${result.status}: ${result.stderr || result.stdout || result.error}`);
  }
}

function osUserIds(user: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'silksong-db-'));
  const data = join(dir, 'data');
  let started = false;
  // Never throws: it runs in afterAll and on failed starts, where the first error is the one to report.
  const stop = () => {
    try {
      if (started) run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch (error) {
      console.error(error);
    }
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (RUN_AS) {
      const { uid, gid } = osUserIds(RUN_AS);
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    started = true;
    run('pg_ctl', ['start', '-D', data, '-w', '-t', '60', '-l', join(dir, 'postgres.log'), '-o', options]);
    return {
      port,
      async connect() {
        const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
        await client.connect();
        return client;
      },
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}
