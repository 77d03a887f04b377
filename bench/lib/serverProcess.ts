// Runs the real server as a child process (as `npm start` does), so its memory and its event loop are its own,
// not the bench's: the figures are the ones an operator would see.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
export const COMPILED_MAIN = path.join(ROOT, 'dist-server/server/main.js');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  firstOkMs: number;
  rssMb(): number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The compiled server when built (BENCH_SERVER=tsx forces the TypeScript sources through tsx, as before). */
export function serverCommand(): string[] {
  if (process.env.BENCH_SERVER !== 'tsx' && existsSync(COMPILED_MAIN)) return [COMPILED_MAIN];
  return ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before answering');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const firstOkMs = performance.now() - started;
  return {
    base,
    child,
    firstOkMs,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
