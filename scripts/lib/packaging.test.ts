import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { COMPOSE_HAPROXY } from './haproxy-config';

/**
 * The Dockerfile and compose.yaml against the code they package (no Docker engine runs here, so
 * the image is never built in the tests: docs/operations/deployment.md). The runtime stage's
 * layout itself is tried by tests/cluster/docker-layout.test.ts.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const compose = parse(fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, { build?: { target?: string }; environment?: Record<string, string>; image?: string; volumes?: string[] }>;
};
const stages = [...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)\s*$/gim)].map((m) => m[1]!);
const runtime = dockerfile.slice(dockerfile.search(/^FROM\s+\S+\s+AS\s+runtime\s*$/im));

/** Relative imports of a plain-JavaScript module, and theirs, as files under the project. */
function localImports(file: string, seen = new Set<string>()): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:import|from)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    if (seen.has(target)) continue;
    seen.add(target);
    localImports(target, seen);
  }
  return seen;
}

describe('the Docker image and compose.yaml', () => {
  it('has the stages compose builds, and a runtime stage that runs unprivileged with a health check on /healthz', () => {
    expect(stages).toEqual(expect.arrayContaining(['deps', 'build', 'migrate', 'runtime']));
    for (const service of Object.values(compose.services)) if (service.build?.target) expect(stages).toContain(service.build.target);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK[\s\S]*\/healthz/m);
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(dockerfile).toMatch(/NEXT_OUTPUT=standalone/);
  });

  it('copies every module the web server imports', () => {
    const copied = [...runtime.matchAll(/^COPY --from=build\s+(?:--chown=\S+\s+)?(.+)\s+\S+$/gm)].flatMap((m) => m[1]!.split(/\s+/)).map((source) => path.posix.relative('/app', source));
    const covered = (file: string) =>
      copied.some((source) => {
        if (!source.includes('*')) return file === source || file.startsWith(`${source}/`);
        const [dir, pattern] = [path.posix.dirname(source), path.posix.basename(source)];
        return path.posix.dirname(file) === dir && new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '.*')}$`).test(path.posix.basename(file));
      });
    for (const entry of ['scripts/standalone-server.mjs', 'scripts/server.mjs']) {
      expect(covered(entry), entry).toBe(true);
      for (const imported of localImports(path.join(ROOT, entry))) {
        const relative = path.relative(ROOT, imported).split(path.sep).join('/');
        expect(covered(relative), `${entry} imports ${relative}, which the runtime stage does not copy`).toBe(true);
      }
    }
  });

  it('gives both instances the same production settings: the shared secrets, SITE_URL, Redis, one trusted proxy', () => {
    const web = Object.entries(compose.services).filter(([, service]) => service.build?.target === 'runtime');
    expect(web.map(([name]) => name)).toEqual(['web-1', 'web-2']);
    for (const [, service] of web) {
      expect(Object.keys(service.environment ?? {})).toEqual(
        expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'SITE_URL', 'TRUST_PROXY', 'BETTER_AUTH_SECRET', 'ADMIN_API_TOKEN', 'GIFT_CARD_NUMBER_KEY']),
      );
      expect(service.environment!.TRUST_PROXY).toBe('1');
    }
    expect(web[0]![1].environment).toEqual(web[1]![1].environment);
  });

  it("puts HAProxy in front of exactly compose's instances", () => {
    const servers = [...COMPOSE_HAPROXY().matchAll(/^\s*server (\S+) (\S+):3000 check/gm)].map((m) => [m[1], m[2]]);
    expect(servers).toEqual([
      ['web-1', 'web-1'],
      ['web-2', 'web-2'],
    ]);
    expect(compose.services.haproxy!.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });
});
