/**
 * Codemod (docs/decisions/038): no database client outside src/server.
 *
 *   npx tsx scripts/codemods/no-db-outside-server.ts          # rewrite, then print a summary
 *   npx tsx scripts/codemods/no-db-outside-server.ts --check  # change nothing; exit 1 if anything is left
 *   (--root <dir> converts another tree; `convert(root, check)` is the same, for its test)
 *
 * In src/app, src/features, src/components and src/lib (test files excepted: they set up their
 * fixtures with the client), every call `fn(db(), ...args)` or `fn(db, ...args)` where `fn` is
 * imported from `@/server/<module>/<file>` becomes `fn(...args)` imported from the module's bound
 * surface: `@/server/<module>/queries` for reads, `@/server/<module>/use-cases` for writes (a write
 * is a function whose name starts with one of WRITE_VERBS, or is listed in WRITES). The surface
 * gets `export const fn = withDatabase(file.fn);` when it does not export `fn` yet. The `db`
 * import goes when nothing else in the file uses it.
 *
 * Naming rule: the bound function keeps the name; server code that composes inside a transaction
 * imports the executor-taking function from its own file.
 *
 * Idempotent: a converted file has no `db` call left, so a second run changes nothing; on a file
 * changed since, it converts the new call sites. What it cannot convert (other uses of `db`, the
 * executor type, schema imports, a name that is also used without `db`) it lists for a hand.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SCAN = ['src/app', 'src/features', 'src/components', 'src/lib'];
const CLIENT = '@/server/db/client';
const BINDER = '@/server/db/with-database';
const SURFACES = { read: 'queries', write: 'use-cases' } as const;

/** First word of a camelCase name that makes it a write. */
const WRITE_VERBS = new Set([
  'accept', 'act', 'add', 'adopt', 'apply', 'approve', 'cancel', 'choose', 'claim', 'close', 'confirm', 'create',
  'decide', 'delete', 'enqueue', 'generate', 'grant', 'insert', 'link', 'make', 'mark', 'merge', 'place', 'put',
  'receive', 'record', 'redeem', 'register', 'reject', 'release', 'remove', 'reset', 'revoke', 'save', 'send',
  'set', 'sign', 'start', 'submit', 'subscribe', 'take', 'unlink', 'unsubscribe', 'update', 'upsert', 'write',
]);
/** Writes whose name does not start with a verb. */
const WRITES = new Set(['agentSays', 'shopperSays']);


type Kind = keyof typeof SURFACES;
function kindOf(name: string): Kind {
  const verb = /^[a-z]+/.exec(name)?.[0] ?? '';
  return WRITES.has(name) || WRITE_VERBS.has(verb) ? 'write' : 'read';
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function parse(file: string, text: string) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

interface Edit { start: number; end: number; text: string }
function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  sorted.forEach((edit, i) => {
    if (i > 0 && edit.end > sorted[i - 1]!.start) throw new Error('overlapping edits');
  });
  let result = text;
  for (const edit of sorted) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The end of a statement including its line break, so a removed import leaves no blank line. */
function lineEnd(text: string, end: number): number {
  return text[end] === '\n' ? end + 1 : end;
}

function identifiers(node: ts.Node, name: string, out: ts.Identifier[] = []): ts.Identifier[] {
  if (ts.isIdentifier(node) && node.text === name) out.push(node);
  node.forEachChild((child) => void identifiers(child, name, out));
  return out;
}

interface Binding { module: string; file: string; name: string; kind: Kind }

/** Convert the project at `root` (with `check`, change nothing); the report, and 1 when `check` finds work left. */
export function convert(root: string, check = false): { status: number; output: string } {
  const ROOT = root;
  const out: string[] = [];
  const bindings = new Map<string, Binding>(); // key: module/file#name
  const manual: string[] = [];
  const changedFiles: string[] = [];
  let callsConverted = 0;

  // Pass 1: what each surface must export, and which calls may be converted.
  interface Plan { file: string; text: string; source: ts.SourceFile; calls: { call: ts.CallExpression; binding: Binding; local: string }[]; dbLocal: string }
  const plans: Plan[] = [];

  for (const file of SCAN.flatMap((dir) => walk(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    const rel = path.relative(ROOT, file);
    const source = parse(file, text);
    let dbLocal: string | null = null;
    const imported = new Map<string, { module: string; file: string; name: string }>();
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const spec = statement.moduleSpecifier.text;
      const named = statement.importClause?.namedBindings;
      if (spec === CLIENT) {
        if (named && ts.isNamedImports(named)) {
          for (const element of named.elements) if ((element.propertyName ?? element.name).text === 'db') dbLocal = element.name.text;
        }
        continue;
      }
      if (/^@\/server\/[^/]+\/schema$/.test(spec)) manual.push(`${rel}: imports ${spec}`);
      const [, module, implementation] = /^@\/server\/([^/]+)\/(.+)$/.exec(spec) ?? [];
      if (!module || !implementation || !named || !ts.isNamedImports(named) || statement.importClause?.isTypeOnly) continue;
      for (const element of named.elements) {
        if (element.isTypeOnly) continue;
        imported.set(element.name.text, { module, file: implementation, name: (element.propertyName ?? element.name).text });
      }
    }
    if (/from '@\/server\/db\/client'/.test(text) && !dbLocal) manual.push(`${rel}: imports ${CLIENT} without db (types?)`);
    if (!dbLocal) continue;

    const plan: Plan = { file, text, source, calls: [], dbLocal };
    const visit = (node: ts.Node) => {
      const first = ts.isCallExpression(node) ? node.arguments[0] : undefined;
      if (ts.isCallExpression(node) && first) {
        const isDb =
          (ts.isIdentifier(first) && first.text === dbLocal) ||
          (ts.isCallExpression(first) && ts.isIdentifier(first.expression) && first.expression.text === dbLocal && first.arguments.length === 0);
        if (isDb) {
          const callee = node.expression;
          const from = ts.isIdentifier(callee) ? imported.get(callee.text) : undefined;
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          if (!from) {
            manual.push(`${rel}:${line}: ${callee.getText()}(${dbLocal}...) is not a named import from @/server/<module>/<file>`);
          } else if (from.file === SURFACES.read || from.file === SURFACES.write) {
            manual.push(`${rel}:${line}: ${from.name} comes from the bound surface ${from.module}/${from.file} yet gets the database`);
          } else {
            plan.calls.push({ call: node, binding: { ...from, kind: kindOf(from.name) }, local: (callee as ts.Identifier).text });
          }
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
    // A name also used without the database (in a transaction, passed along) keeps its executor import: left to a hand.
    for (const local of new Set(plan.calls.map((c) => c.local))) {
      const uses = identifiers(source, local).filter((id) => !ts.isImportSpecifier(id.parent)).length;
      if (uses !== plan.calls.filter((c) => c.local === local).length) {
        manual.push(`${rel}: ${local} is used both with and without the database`);
        plan.calls = plan.calls.filter((c) => c.local !== local);
      }
    }
    for (const { binding } of plan.calls) bindings.set(`${binding.module}/${binding.file}#${binding.name}`, binding);
    plans.push(plan);
  }

  // Pass 2: make sure each surface exports its bound functions (append-only: what is there stays).
  const surfaceText = new Map<string, string>();
  const refused = new Set<string>(); // module/file#name: the surface exports that name otherwise (an executor function, or another file's)

  function aliasFor(file: string, taken: Set<string>): string {
    const base = path.basename(file).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    let alias = /^[a-z]/.test(base) ? base : `m${base}`;
    while (taken.has(alias)) alias = `${alias}Module`;
    return alias;
  }

  const byModuleSurface = new Map<string, Binding[]>();
  for (const binding of bindings.values()) {
    const key = `${binding.module}/${SURFACES[binding.kind]}`;
    byModuleSurface.set(key, [...(byModuleSurface.get(key) ?? []), binding]);
  }

  for (const [key, list] of [...byModuleSurface].sort(([a], [b]) => a.localeCompare(b))) {
    const [module = '', surface = ''] = key.split('/');
    const file = path.join(ROOT, 'src/server', module, `${surface}.ts`);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const source = parse(file, text);
    const exported = new Map<string, ts.Node>();
    const boundFrom = new Map<string, string>(); // exported name -> the namespace alias it binds
    const namespaces = new Map<string, string>(); // './file' -> alias
    const locals = new Set<string>();
    let lastImportEnd = 0;
    let hasBinder = false;
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        lastImportEnd = lineEnd(text, statement.end);
        const named = statement.importClause?.namedBindings;
        if (statement.moduleSpecifier.text === BINDER) hasBinder = true;
        if (named && ts.isNamespaceImport(named)) {
          namespaces.set(statement.moduleSpecifier.text, named.name.text);
          locals.add(named.name.text);
        } else if (named && ts.isNamedImports(named)) named.elements.forEach((element) => locals.add(element.name.text));
      }
      const isExported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (ts.isVariableStatement(statement) && isExported) {
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name)) continue;
          exported.set(declaration.name.text, declaration);
          const bound = /^(?:withDatabase|inTransaction)\((\w+)\.\w+\)$/.exec(declaration.initializer?.getText() ?? '');
          if (bound?.[1]) boundFrom.set(declaration.name.text, bound[1]);
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.name && isExported) {
        exported.set(statement.name.text, statement);
      } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) exported.set(element.name.text, element);
      }
    }

    const newImports: string[] = [];
    const newExports: string[] = [];
    if (!hasBinder) newImports.push(`import { withDatabase } from '${BINDER}';`);
    for (const binding of [...list].sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name))) {
      const spec = `./${binding.file}`;
      const existing = exported.get(binding.name);
      if (existing) {
        const takesExecutor =
          ts.isFunctionDeclaration(existing) &&
          /^(Executor|Database)\b/.test(existing.parameters[0]?.type?.getText() ?? '');
        const alias = boundFrom.get(binding.name);
        const otherFile = alias !== undefined && alias !== namespaces.get(spec);
        if (takesExecutor || otherFile) refused.add(`${module}/${binding.file}#${binding.name}`);
        continue;
      }
      let alias = namespaces.get(spec);
      if (!alias) {
        alias = aliasFor(binding.file, new Set([...locals, ...exported.keys(), ...list.map((b) => b.name)]));
        namespaces.set(spec, alias);
        locals.add(alias);
        newImports.push(`import * as ${alias} from '${spec}';`);
      }
      newExports.push(`export const ${binding.name} = withDatabase(${alias}.${binding.name});`);
      exported.set(binding.name, source);
      boundFrom.set(binding.name, alias);
    }
    if (newExports.length === 0 && newImports.length === (hasBinder ? 0 : 1)) continue;
    let next: string;
    if (!text) {
      const what = surface === SURFACES.read ? 'reads' : 'operations (writes)';
      next =
        `/**\n * The ${module} module's ${what}, bound to the application's database (docs/decisions/038):\n` +
        ` * what pages, components, server actions and route handlers call. Server code composing\n` +
        ` * inside a transaction imports the executor-taking function from its own file.\n */\n` +
        `${newImports.join('\n')}\n\n${newExports.join('\n')}\n`;
    } else {
      const importsAt = lastImportEnd;
      const body = text.slice(importsAt);
      next = text.slice(0, importsAt) + (newImports.length ? `${newImports.join('\n')}\n` : '') + body.replace(/\n*$/, '\n') + (newExports.length ? `${newExports.join('\n')}\n` : '');
    }
    surfaceText.set(file, next);
  }

  // Pass 3: rewrite the callers.
  for (const plan of plans) {
    const { file, text, source, dbLocal } = plan;
    const rel = path.relative(ROOT, file);
    const edits: Edit[] = [];
    const converted = new Set<ts.Node>();
    const moved = new Map<string, Binding & { local: string }>(); // local name -> binding
    let convertedHere = 0;
    for (const { call, binding, local } of plan.calls) {
      const surface = SURFACES[binding.kind];
      if (refused.has(`${binding.module}/${binding.file}#${binding.name}`)) {
        manual.push(`${rel}: ${binding.module}/${surface} already exports another ${binding.name} (rename one of them)`);
        continue;
      }
      const [first, second] = call.arguments;
      if (!first) continue;
      edits.push({ start: first.getStart(), end: second ? second.getStart() : first.end, text: '' });
      converted.add(first);
      moved.set(local, { ...binding, local });
      convertedHere += 1;
    }
    if (plan.calls.length === 0) {
      const others = identifiers(source, dbLocal).filter((id) => !ts.isImportSpecifier(id.parent));
      for (const id of others) manual.push(`${rel}:${source.getLineAndCharacterOfPosition(id.getStart()).line + 1}: ${id.parent.getText().slice(0, 80)}`);
      continue;
    }

    // Imports: drop the moved names from their files, add them to the surfaces, drop db when unused.
    const dbUses = identifiers(source, dbLocal).filter((id) => !ts.isImportSpecifier(id.parent) && !converted.has(id) && !converted.has(id.parent));
    const surfaceImports = new Map<string, string[]>(); // spec -> specifier texts
    for (const binding of moved.values()) {
      const spec = `@/server/${binding.module}/${SURFACES[binding.kind]}`;
      const specifier = binding.local === binding.name ? binding.name : `${binding.name} as ${binding.local}`;
      surfaceImports.set(spec, [...new Set([...(surfaceImports.get(spec) ?? []), specifier])]);
    }
    let anchor: number | null = null;
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const spec = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      if (!named || !ts.isNamedImports(named)) continue;
      const drop = (element: ts.ImportSpecifier) =>
        (spec === CLIENT && element.name.text === dbLocal && dbUses.length === 0) ||
        (!element.isTypeOnly && moved.has(element.name.text) && spec === `@/server/${moved.get(element.name.text)!.module}/${moved.get(element.name.text)!.file}`);
      const extra = surfaceImports.get(spec);
      if (extra) surfaceImports.delete(spec);
      const keep = named.elements.filter((element) => !drop(element)).map((element) => element.getText());
      const add = (extra ?? []).filter((s) => !keep.includes(s));
      if (keep.length === named.elements.length && add.length === 0) continue;
      if (spec !== CLIENT && anchor === null && moved.size > 0) anchor = lineEnd(text, statement.end);
      const all = [...keep, ...add];
      if (all.length === 0 && !clause.name) {
        edits.push({ start: statement.getStart(), end: lineEnd(text, statement.end), text: '' });
        if (anchor === lineEnd(text, statement.end)) anchor = statement.getStart();
      } else {
        // What is left may be types only: `import type { A, B }`.
        const typesOnly = !clause.name && all.every((s) => s.startsWith('type '));
        const prefix = clause.isTypeOnly || typesOnly ? 'import type ' : 'import ';
        const head = clause.name ? `${clause.name.text}, ` : '';
        const names = typesOnly ? all.map((s) => s.slice('type '.length)) : all;
        edits.push({ start: statement.getStart(), end: statement.end, text: `${prefix}${head}{ ${names.join(', ')} } from '${spec}';` });
      }
    }
    if (surfaceImports.size > 0) {
      const lines = [...surfaceImports].map(([spec, names]) => `import { ${names.join(', ')} } from '${spec}';\n`).join('');
      // Beside the first import that changed (before it is removed, if it is).
      const at = anchor ?? 0;
      const clash = edits.find((e) => e.start < at && at < e.end);
      edits.push({ start: clash ? clash.end : at, end: clash ? clash.end : at, text: clash ? `\n${lines.trimEnd()}` : lines });
    }
    for (const id of dbUses) manual.push(`${rel}:${source.getLineAndCharacterOfPosition(id.getStart()).line + 1}: ${id.parent.getText().slice(0, 100)}`);
    const next = applyEdits(text, edits);
    if (next !== text) {
      callsConverted += convertedHere;
      changedFiles.push(rel);
      if (!check) writeFileSync(file, next);
    }
  }
  for (const [file, text] of surfaceText) {
    changedFiles.push(path.relative(ROOT, file));
    if (!check) writeFileSync(file, text);
  }

  const left = SCAN.flatMap((dir) => walk(path.join(ROOT, dir))).filter((file) => readFileSync(file, 'utf8').includes(`'${CLIENT}'`));
  out.push(`${check ? 'Would change' : 'Changed'} ${changedFiles.length} files (${callsConverted} calls${check ? '' : ' converted'}); ${bindings.size} bound functions needed.`);
  for (const file of changedFiles) out.push(`  ${file}`);
  if (manual.length) {
    out.push(`Left for a hand (${manual.length}):`);
    for (const line of manual) out.push(`  ${line}`);
  }
  out.push(`Files outside src/server (tests aside) that import ${CLIENT}: ${left.length}`);
  return { status: check && (changedFiles.length > 0 || manual.length > 0) ? 1 : 0, output: out.join('\n') };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag > 0 && process.argv[rootFlag + 1] ? path.resolve(process.argv[rootFlag + 1]!) : path.resolve(import.meta.dirname, '../..');
  const { status, output } = convert(root, process.argv.includes('--check'));
  console.log(output);
  process.exitCode = status;
}
