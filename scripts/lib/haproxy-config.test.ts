import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPOSE_HAPROXY, haproxyConfig } from './haproxy-config';

const HAPROXY = '/usr/sbin/haproxy';

/** `haproxy -c`: HAProxy's own check of a configuration (Debian's haproxy, which .ci/run installs). */
function check(config: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-config-'));
  try {
    fs.writeFileSync(path.join(dir, 'haproxy.cfg'), config);
    return execFileSync(HAPROXY, ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the HAProxy configuration', () => {
  const config = haproxyConfig({ bind: '127.0.0.1:3000', healthPath: '/readyz', servers: [{ name: 'a', address: '127.0.0.1:3001' }, { name: 'b', address: '127.0.0.1:3002' }] });

  it('is one HAProxy accepts', () => {
    expect(check(config)).toMatch(/valid/i);
  });

  it('checks /readyz, adds X-Forwarded-For, and retries on another instance only what is safe to send twice', () => {
    expect(config).toContain('http-check send meth GET uri /readyz');
    expect(config).toContain('option forwardfor');
    expect(config).toContain('option redispatch');
    expect(config).toContain('http-request disable-l7-retry unless idempotent || keyed');
    expect(config).toContain('acl keyed req.hdr(idempotency-key) -m found');
    expect(config).toMatch(/server a 127\.0\.0\.1:3001 check/);
  });

  it('is the one compose.yaml mounts (deploy/haproxy.cfg), and HAProxy accepts that too', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', 'haproxy.cfg'), 'utf8');
    expect(file).toBe(COMPOSE_HAPROXY());
    expect(check(file)).toMatch(/valid/i);
  });
});
