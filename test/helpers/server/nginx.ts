// Debian's nginx in front of app instances, for the scale-out test: the config is generated into a temp
// dir with the instances' ports and nginx runs as a child process (daemon off), so the test owns it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxAvailable = () => spawnSync('nginx', ['-v']).status === 0;

/** A port nothing listens on right now (nginx cannot report a port it picked itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
  });
}

/** The proxy part of deploy/nginx.conf, pointed at the given upstream ports. */
export function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  upstream ken_app {
    ${upstreams.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://ken_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`;
}

export interface RunningNginx {
  base: string;
  stop(): Promise<void>;
}

/** Starts nginx on a free loopback port in front of `upstreams`; resolves once it answers. */
export async function startNginx(upstreams: number[]): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ken-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, name), { mode: 0o777 });
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, upstreams));
  const child: ChildProcess = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => void (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 100) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
