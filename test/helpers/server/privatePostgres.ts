import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, pg_ctl on a free port), so a test can stop
 * and restart it without touching the machine's shared server that every other test is using at the same moment.
 * initdb refuses root: as root the server runs as the `postgres` user. `unavailableBecause` says why it cannot start.
 */
export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

function binaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

function uidOf(user: string): number | undefined {
  try {
    return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  } catch {
    return undefined;
  }
}

export function privatePostgresUnavailable(): string | undefined {
  if (!binaries()) return 'no PostgreSQL binaries under /usr/lib/postgresql/*/bin';
  if (process.getuid?.() === 0 && uidOf('postgres') === undefined) return 'running as root and there is no postgres user to run initdb as';
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binaries()!;
  const folder = mkdtempSync(path.join(tmpdir(), 'ken-private-pg-'));
  const dataDir = path.join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  const postgresUid = asRoot ? uidOf('postgres') : undefined;
  if (postgresUid !== undefined)
    chownSync(folder, postgresUid, Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()));
  // Asynchronous: the server under test runs in this process and must keep answering while pg_ctl waits.
  const run = async (tool: string, args: string[]) => {
    const command = [path.join(bin, tool), ...args];
    if (postgresUid !== undefined) {
      const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
      await promisify(execFile)('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
    } else {
      await promisify(execFile)(command[0], command.slice(1));
    }
  };
  const port = await freePort();
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    restart: () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(folder, 'server.log'), '-m', 'fast', '-w', 'restart']),
    async destroy() {
      try {
        await stop();
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
