import ts from 'typescript';

/**
 * The tables a source file names in raw SQL, for `npm run house` (scripts/house-metrics.ts): what
 * the lint rule on schema imports cannot see. Three places hold SQL text:
 *   - sql`` templates (Drizzle): their literal parts, `?` where a value or a column goes;
 *   - strings that are SQL statements: a string or template literal that opens as one (SELECT ...
 *     FROM, INSERT INTO, UPDATE t SET, DELETE FROM, TRUNCATE, WITH x AS, COPY), and any argument
 *     of sql.raw();
 *   - the table name given to the bulk writers, `bulkInsert(executor, 'table', ...)` and
 *     `upsert(executor, 'table', ...)`.
 * In each, a table is the word after FROM, JOIN, INTO, UPDATE, TABLE or TRUNCATE (TRUNCATE's whole
 * list), quoted or not. Identifiers interpolated into a template (${products}) are Drizzle's
 * table objects, which the import of the schema already shows.
 */

/** The opening of a statement, not of a sentence ("Update your address" is not SQL; "UPDATE t SET" is). */
const STATEMENT = /^\s*\(?\s*(select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+(only\s+)?"?\w+"?(\s+(as\s+)?\w+)?\s+set\b|delete\s+from\b|truncate\b|with\s+(recursive\s+)?"?\w+"?\s+as\b|copy\s+"?\w+"?)/i;
const BULK_WRITERS = new Set(['bulkInsert', 'upsert']);
/** Words that follow those keywords without being a table (ON CONFLICT ... DO UPDATE SET, FROM LATERAL, FROM (SELECT ...)). */
const NOT_TABLES = new Set(['set', 'lateral', 'select']);

/** The SQL texts of a parsed source file. */
export function sqlTextsOf(source: ts.SourceFile): { templates: string[]; statements: string[]; tableArguments: string[] } {
  const found = { templates: [] as string[], statements: [] as string[], tableArguments: [] as string[] };
  const literalText = (node: ts.Node): string | null => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ? ');
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const tag = node.tag.getText(source);
      if (/(^|\.)sql$/.test(tag)) {
        found.templates.push(literalText(node.template) ?? '');
        // The template's own spans are SQL; its substitutions are visited below.
        node.template.forEachChild((child) => ts.forEachChild(child, visit));
        return;
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const name = callee.split('.').pop() ?? '';
      if (/(^|\.)sql\.raw$/.test(callee) && node.arguments[0]) {
        const text = literalText(node.arguments[0]);
        if (text !== null) found.statements.push(text);
      } else if (BULK_WRITERS.has(name) && node.arguments[1]) {
        const text = literalText(node.arguments[1]);
        if (text !== null) found.tableArguments.push(text);
      }
    } else if ((ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      const text = literalText(node);
      if (text !== null && STATEMENT.test(text)) found.statements.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The table names (lower case) that a piece of SQL text names after FROM, JOIN, INTO, UPDATE, TABLE or TRUNCATE. */
export function tablesNamedIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\b(from|join|into|update|table|truncate)\s+((?:only\s+)?"?[a-z_][a-z0-9_]*"?(?:\s*,\s*"?[a-z_][a-z0-9_]*"?)*)/gi)) {
    const list = match[1]!.toLowerCase() === 'truncate' ? match[2]!.split(',') : [match[2]!.split(',')[0]!];
    for (const item of list) names.push(item.trim().replace(/^only\s+/i, '').replace(/"/g, '').toLowerCase());
  }
  return names.filter((name) => !NOT_TABLES.has(name));
}

/** Every table a file names in raw SQL, each once, in the order first named. */
export function rawSqlTables(source: ts.SourceFile): string[] {
  const { templates, statements, tableArguments } = sqlTextsOf(source);
  const names = [...templates, ...statements].flatMap(tablesNamedIn);
  for (const table of tableArguments) names.push(table.replace(/"/g, '').toLowerCase());
  return [...new Set(names)];
}
