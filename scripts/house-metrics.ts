import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rawSqlTables } from './house-sql';

/**
 * `npm run house`: the numbers of issue 20's "Measured, not asserted" (docs/architecture.md),
 * read from the imports of src/ (the TypeScript parser, not regular expressions):
 *   - cross-module table accesses: a file in src/server/<m>/ importing another module's schema,
 *     reading another module's table through the relational API (db.query.<table>), or naming
 *     another module's table in raw SQL (scripts/house-sql.ts: sql`` templates, SQL statements
 *     in strings and sql.raw(), the table given to bulkInsert/upsert), also counted apart;
 *   - module import cycles (src/server/<m> → src/server/<n>; tests left out; db and platform are
 *     the platform layer, listed apart); a schema importing another's table (for a foreign key,
 *     which decision 072 writes in the migrations instead) is counted with the table accesses
 *     and as a dependency;
 *   - files outside src/server that import the database client or a schema;
 *   - feature→feature, lib→server, server→features/app, components→features imports,
 *     client components importing server code (not `import type`), directly or at any depth;
 *   - process.env read outside the env module (src/server/platform/env.ts).
 * Tests (*.test.ts, *.int.test.ts, *.test-helpers.ts) are not counted. `--json` prints the numbers as JSON.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const ENV_MODULE = 'src/server/platform/env.ts';
/** Next sets NEXT_RUNTIME itself; instrumentation reads it to know where it runs, before the env module can load. */
const ENV_ALLOWED = new Set([ENV_MODULE, 'src/instrumentation.ts']);
const DB_CLIENT = 'src/server/db/client.ts';
const PLATFORM_MODULES = new Set(['db', 'platform']);

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const isTest = (file: string) => /\.(int\.)?test\.tsx?$|\.test-helpers\.tsx?$/.test(file);
const isSchemaFile = (file: string) => /^src\/server\/.+\/(schema|[\w-]+-schema)\.ts$/.test(file);

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => rel(path.join(dir, file)))
    .sort();
}

function resolveFile(candidate: string): string | null {
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const full = candidate + suffix;
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return rel(full);
  }
  return null;
}

/** A specifier as a repository path (src/...), or null for a package. */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return resolveFile(path.join(SRC, specifier.slice(2))) ?? `src/${specifier.slice(2)}`;
  if (specifier.startsWith('.')) {
    const base = path.resolve(ROOT, path.dirname(from), specifier);
    return resolveFile(base) ?? rel(base);
  }
  return null;
}

interface Import {
  from: string;
  target: string;
  specifier: string;
  typeOnly: boolean;
  names: string[];
}

interface Parsed {
  file: string;
  imports: Import[];
  envReads: number;
  useClient: boolean;
  /** A 'use server' file: its exports reach the browser as action references, not code. */
  useServer: boolean;
  /** Identifiers read as db.query.<name> (Drizzle's relational API). */
  relationalTables: string[];
  /** The tables named in raw SQL (house-sql.ts), lower case. */
  sqlTables: string[];
}

function parse(file: string): Parsed {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const parsed: Parsed = { file, imports: [], envReads: 0, useClient: false, useServer: false, relationalTables: [], sqlTables: rawSqlTables(source) };
  const first = source.statements[0];
  const directive = !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : '';
  parsed.useClient = directive === 'use client';
  parsed.useServer = directive === 'use server';

  const add = (specifier: string, typeOnly: boolean, names: string[]) => {
    const target = resolveSpecifier(file, specifier);
    if (target) parsed.imports.push({ from: file, target, specifier, typeOnly, names });
  };

  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let allTypes = !!clause?.isTypeOnly;
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) names.push((element.propertyName ?? element.name).text);
        if (!clause.name && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)) allTypes = true;
      } else if (clause?.namedBindings) {
        names.push('*');
      }
      if (clause?.name) names.push('default');
      add(node.moduleSpecifier.text, allTypes, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text) : ['*'];
      add(node.moduleSpecifier.text, node.isTypeOnly, names);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      add(node.arguments[0].text, false, ['*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true, ['*']);
    } else if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression) && node.expression.text === 'process' && node.name.text === 'env') parsed.envReads++;
      // db.query.orders.findMany(...), tx.query.orders...: the table's variable name follows `.query`.
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'query') parsed.relationalTables.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parsed;
}

const serverModule = (file: string) => /^src\/server\/([^/]+)\//.exec(file)?.[1] ?? null;
const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;

// ---------------------------------------------------------------------------------------------

const all = sourceFiles(SRC).map(parse);
const files = all.filter((p) => !isTest(p.file));
const imports = files.flatMap((p) => p.imports);

/** Each table of each module's schema files: its variable and its SQL name. */
const tableOwner = new Map<string, string>();
const sqlTableOwner = new Map<string, string>();
for (const parsed of all.filter((p) => isSchemaFile(p.file))) {
  const owner = serverModule(parsed.file)!;
  const text = fs.readFileSync(path.join(ROOT, parsed.file), 'utf8');
  for (const match of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"](\w+)['"]/g)) {
    tableOwner.set(match[1]!, owner);
    sqlTableOwner.set(match[2]!, owner);
  }
}

// 1. Cross-module table accesses.
interface Access {
  file: string;
  owner: string;
  /** query: reads or writes the table; foreign key: a schema referring to another module's table; types: only its row types or constants. */
  kind: 'query' | 'foreign key' | 'types';
  how: string;
}
const accesses: Access[] = [];
/** Each (file, table) where a module names another module's table in raw SQL (also in `accesses`). */
const rawSqlReferences: { file: string; table: string; owner: string }[] = [];
for (const parsed of files) {
  const home = serverModule(parsed.file);
  if (!home) continue;
  for (const i of parsed.imports) {
    if (!isSchemaFile(i.target)) continue;
    const owner = serverModule(i.target)!;
    if (owner === home) continue;
    const tables = i.typeOnly ? [] : i.names.filter((name) => name === '*' || tableOwner.has(name));
    const kind = tables.length === 0 ? 'types' : isSchemaFile(parsed.file) ? 'foreign key' : 'query';
    accesses.push({ file: parsed.file, owner, kind, how: `imports ${i.target.replace(/\.ts$/, '')} { ${i.names.join(', ')} }` });
  }
  for (const table of new Set(parsed.relationalTables)) {
    const owner = tableOwner.get(table);
    if (owner && owner !== home) accesses.push({ file: parsed.file, owner, kind: 'query', how: `db.query.${table}` });
  }
  for (const table of parsed.sqlTables) {
    const owner = sqlTableOwner.get(table);
    if (!owner || owner === home) continue;
    accesses.push({ file: parsed.file, owner, kind: 'query', how: `raw SQL names ${table}` });
    rawSqlReferences.push({ file: parsed.file, table, owner });
  }
}
const accessFiles = new Set(accesses.map((a) => a.file));
const accessKinds = countBy(accesses.map((a) => a.kind));
const queryFiles = new Set(accesses.filter((a) => a.kind === 'query').map((a) => a.file));

// 2. Module import cycles.
const edges = new Map<string, Map<string, Set<string>>>();
for (const i of imports) {
  const from = serverModule(i.from);
  const to = serverModule(i.target);
  if (!from || !to || from === to) continue;
  const targets = edges.get(from) ?? new Map<string, Set<string>>();
  edges.set(from, targets);
  const why = targets.get(to) ?? new Set<string>();
  targets.set(to, why);
  why.add(`${i.from} → ${i.target}`);
}
const domainModules = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])])].filter((m) => !PLATFORM_MODULES.has(m)).sort();
const next = (m: string) => [...(edges.get(m)?.keys() ?? [])].filter((n) => !PLATFORM_MODULES.has(n)).sort();

const mutualPairs: [string, string][] = [];
for (const a of domainModules) for (const b of next(a)) if (a < b && next(b).includes(a)) mutualPairs.push([a, b]);

/** Elementary cycles, each listed once from its smallest module (enough for a graph of twenty nodes). */
const CYCLE_CAP = 100_000;
const cycles: string[][] = [];
for (const start of domainModules) {
  const stack: string[] = [start];
  const onStack = new Set(stack);
  const walk = (node: string) => {
    for (const n of next(node)) {
      if (cycles.length >= CYCLE_CAP) return;
      if (n === start) cycles.push([...stack]);
      else if (n > start && !onStack.has(n)) {
        stack.push(n);
        onStack.add(n);
        walk(n);
        stack.pop();
        onStack.delete(n);
      }
    }
  };
  walk(start);
}
cycles.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
const platformUp = imports.filter((i) => {
  const from = serverModule(i.from);
  const to = serverModule(i.target);
  return from && to && PLATFORM_MODULES.has(from) && !PLATFORM_MODULES.has(to);
});

// 3. Files outside src/server importing the database client or a schema.
const dataAccessOutside = files.filter((p) => !p.file.startsWith('src/server/') && p.imports.some((i) => !i.typeOnly && (i.target === DB_CLIENT || isSchemaFile(i.target))));
const dataAccessOutsideByArea = countBy(dataAccessOutside.map((p) => p.file.split('/').slice(0, 2).join('/')));
const typeOnlyOutside = files.filter((p) => !p.file.startsWith('src/server/') && !dataAccessOutside.includes(p) && p.imports.some((i) => i.target === DB_CLIENT || isSchemaFile(i.target)));

// 4. Layer crossings (import statements).
const featureToFeature = imports.filter((i) => featureOf(i.from) && featureOf(i.target) && featureOf(i.from) !== featureOf(i.target));
const libToServer = imports.filter((i) => i.from.startsWith('src/lib/') && (i.target.startsWith('src/server/') || i.target.startsWith('src/features/') || i.target.startsWith('src/app/')));
const serverToFeatures = imports.filter((i) => i.from.startsWith('src/server/') && (i.target.startsWith('src/features/') || i.target.startsWith('src/app/')));
const componentsToFeatures = imports.filter((i) => i.from.startsWith('src/components/') && (i.target.startsWith('src/features/') || i.target.startsWith('src/app/')));
const clientToServer = files.filter((p) => p.useClient).flatMap((p) => p.imports.filter((i) => !i.typeOnly && i.target.startsWith('src/server/')));

/** 'use client' files that reach server code through value imports at any depth, each with one path there. */
const byFile = new Map(files.map((p) => [p.file, p]));
const clientReachesServer: string[] = [];
for (const start of files.filter((p) => p.useClient)) {
  const via = new Map<string, string>([[start.file, '']]);
  const queue = [start.file];
  let found: string | null = null;
  while (queue.length && !found) {
    const file = queue.shift()!;
    for (const i of byFile.get(file)?.imports ?? []) {
      if (i.typeOnly || via.has(i.target)) continue;
      via.set(i.target, file);
      if (i.target.startsWith('src/server/')) {
        found = i.target;
        break;
      }
      if (byFile.has(i.target) && !byFile.get(i.target)!.useServer) queue.push(i.target);
    }
  }
  if (found) {
    const chain = [found];
    for (let at = via.get(found)!; at; at = via.get(at)!) chain.unshift(at);
    clientReachesServer.push(chain.join(' → '));
  }
}

// 5. process.env outside the env module.
const envOutside = files.filter((p) => p.envReads > 0 && !ENV_ALLOWED.has(p.file));

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  return counts;
}

const numbers = {
  crossModuleTableAccessFiles: accessFiles.size,
  crossModuleTableAccesses: accesses.length,
  crossModuleTableQueryFiles: queryFiles.size,
  crossModuleRawSqlReferences: rawSqlReferences.length,
  moduleImportCycles: cycles.length,
  mutualModulePairs: mutualPairs.length,
  platformImportsOfDomainModules: platformUp.length,
  filesOutsideServerImportingDbClientOrSchema: dataAccessOutside.length,
  featureToFeatureImports: featureToFeature.length,
  featureFilesImportedByOtherFeatures: new Set(featureToFeature.map((i) => i.target)).size,
  libToServerImports: libToServer.length,
  serverToFeaturesOrAppImports: serverToFeatures.length,
  componentsToFeaturesImports: componentsToFeatures.length,
  clientComponentValueImportsOfServer: clientToServer.length,
  clientComponentsReachingServer: clientReachesServer.length,
  processEnvOutsideEnvModuleFiles: envOutside.length,
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(numbers, null, 2));
  process.exit(0);
}

const verbose = !process.argv.includes('--summary');
const heading = (title: string, n: number | string) => console.log(`\n${title}: ${n}`);
const list = (lines: string[], limit = Infinity) => {
  if (!verbose) return;
  for (const line of lines.slice(0, limit)) console.log(`  ${line}`);
  if (lines.length > limit) console.log(`  ... and ${lines.length - limit} more`);
};
const importLine = (i: Import) => `${i.from} → ${i.specifier}${i.typeOnly ? ' (type)' : ''}`;

console.log(`house metrics: ${files.length} source files in src/ (tests left out), ${tableOwner.size} tables in ${new Set(tableOwner.values()).size} modules' schemas`);

heading("Cross-module table accesses (files in src/server/<m> touching another module's schema)", `${accessFiles.size} files, ${accesses.length} accesses ${JSON.stringify(accessKinds)}; ${queryFiles.size} files read or write another module's tables`);
list(accesses.map((a) => `${a.file}: ${a.owner} — ${a.kind}: ${a.how}`));

heading("Raw SQL naming another module's table (files in src/server/<m>; (file, table) pairs)", rawSqlReferences.length);
list(rawSqlReferences.map((r) => `${r.file}: ${r.table} (${r.owner})`));

heading('Module import cycles (elementary, among domain modules)', cycles.length >= CYCLE_CAP ? `${CYCLE_CAP}+` : cycles.length);
console.log(`  pairs of modules importing each other: ${mutualPairs.length}${mutualPairs.length ? ` (${mutualPairs.map(([a, b]) => `${a}↔${b}`).join(', ')})` : ''}`);
list(cycles.map((c) => [...c, c[0]].join(' → ')), 40);
if (verbose && mutualPairs.length) {
  console.log('  why each pair:');
  for (const [a, b] of mutualPairs) for (const [x, y] of [[a, b], [b, a]] as const) for (const why of edges.get(x)!.get(y)!) console.log(`    ${why}`);
}

heading('db/platform importing domain modules', platformUp.length);
list(platformUp.map(importLine));

heading('Files outside src/server importing the database client or a schema', `${dataAccessOutside.length} ${JSON.stringify(dataAccessOutsideByArea)}`);
list(dataAccessOutside.map((p) => p.file), 200);
if (typeOnlyOutside.length) console.log(`  (and ${typeOnlyOutside.length} importing only their types)`);

heading('Feature → feature imports', `${featureToFeature.length} (of ${new Set(featureToFeature.map((i) => i.target)).size} files)`);
list(featureToFeature.map(importLine));

heading('lib → server/features/app imports', libToServer.length);
list(libToServer.map(importLine));

heading('server → features/app imports', serverToFeatures.length);
list(serverToFeatures.map(importLine));

heading('components → features/app imports', componentsToFeatures.length);
list(componentsToFeatures.map(importLine));

heading("Client components ('use client') importing server code (values, not types)", clientToServer.length);
list(clientToServer.map(importLine));

heading("Client components reaching server code through value imports at any depth", clientReachesServer.length);
list(clientReachesServer);

heading(`process.env read outside ${ENV_MODULE} (files)`, envOutside.length);
list(envOutside.map((p) => `${p.file} (${p.envReads})`));

console.log(`\nsummary: ${JSON.stringify(numbers)}`);
