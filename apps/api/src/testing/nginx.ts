import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx; the suites that need it skip with this reason when it is missing. */
export const NGINX = '/usr/sbin/nginx';
export const nginxMissing = existsSync(NGINX)
  ? null
  : `${NGINX} is not installed (apt-get install -y nginx): reverse-proxy tests skipped`;

/** One listener of nginx, proxying to `upstream` the way the README's example does. */
export interface NginxServer {
  port: number;
  tls: boolean;
  /** `host:port` it proxies to. */
  upstream: string;
}

export interface RunningNginx {
  /** The self-signed certificate of the TLS listeners (their `ca`). */
  certificate: string;
  stop(): Promise<void>;
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

function config(dir: string, servers: NginxServer[]): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  const blocks = servers.map(
    (s) => `  server {
    listen 127.0.0.1:${s.port}${s.tls ? ' ssl' : ''};
    ${s.tls ? `ssl_certificate ${join(dir, 'cert.pem')}; ssl_certificate_key ${join(dir, 'key.pem')};` : ''}
    location / {
      proxy_pass http://${s.upstream};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  );
  // Workers of a master started as root would run as nobody, who cannot enter this folder.
  const user = process.getuid?.() === 0 ? `user ${userInfo().username};` : '';
  return `daemon off;
${user}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  access_log off;
${temp}
${blocks.join('\n')}
}
`;
}

/** Starts nginx in the foreground, as a child, with a prefix and config in a temp folder. */
export async function startNginx(servers: NginxServer[]): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'hs-nginx-'));
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1'],
    ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  writeFileSync(join(dir, 'nginx.conf'), config(dir, servers));
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    const file = join(dir, 'error.log');
    return `${stderr}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  };
  // Ready when every listener accepts; an nginx that exits (bad config, port taken) says why.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    const up = await Promise.all(servers.map((s) => listening(s.port)));
    if (up.every(Boolean)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    certificate: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
