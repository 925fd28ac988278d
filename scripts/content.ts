import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { isLocale, type Locale } from '../src/lib/markets';
import { DOCUMENT_SCHEMAS, type DocumentKey } from '../src/server/content/documents';
import { createBannerAs, deletePageAs, findDocumentAs, findPageAs, listBannersAs, listPagesAs, putDocumentAs, putPageAs, updateBannerAs } from '../src/server/content/staff';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * The operator's content commands (docs/operations/content.md). A running site sees a change
 * within 300 s (its cache); the admin API clears the cache of the instance it reaches at once.
 *   npm run content -- pages [--locale <l>]
 *   npm run content -- page <locale> <slug>                      (prints what put-page takes)
 *   npm run content -- put-page <locale> <slug> --file page.json [--unpublished]
 *   npm run content -- delete-page <locale> <slug>
 *   npm run content -- banners [--locale <l>]
 *   npm run content -- alert <locale> "text" [--link /x --name "cta"] [--from ISO] [--until ISO] [--segments a,b] [--priority n]
 *   npm run content -- promo <locale> "text" [same options]
 *   npm run content -- disable-banner <id>
 *   npm run content -- document <locale> <footer|top-nav> [--file body.json]
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:content with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run content -- pages [--locale l] | page <locale> <slug> | put-page <locale> <slug> --file f.json [--unpublished] | delete-page <locale> <slug>
       | banners [--locale l] | alert <locale> "text" [--link /x --name cta] [--from ISO] [--until ISO] [--segments a,b] [--priority n]
       | promo <locale> "text" [same options] | disable-banner <id> | document <locale> <footer|top-nav> [--file f.json]   (every command: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[content] ${line}`);

const {
  positionals: [command, first, second],
  values: options,
} = commandLine(
  {
    options: {
      key: { type: 'string' },
      locale: { type: 'string' },
      file: { type: 'string' },
      unpublished: { type: 'boolean' },
      link: { type: 'string' },
      name: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      segments: { type: 'string' },
      priority: { type: 'string' },
    },
  },
  USAGE,
);
const arity: Record<string, number> = { pages: 0, page: 2, 'put-page': 2, 'delete-page': 2, banners: 0, alert: 2, promo: 2, 'disable-banner': 1, document: 2 };
if (!command || !(command in arity) || [first, second].filter(Boolean).length < arity[command]!) {
  console.error(USAGE);
  process.exit(2);
}

function locale(value: string | undefined): Locale {
  if (!isLocale(value)) throw new Error(`not a locale: ${value} (en-US, es-MX, pt-BR)`);
  return value;
}
function moment(value: string | undefined, option: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--${option} is not a date: ${value}`);
  return date;
}
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : '…');


await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'content');
  if (command === 'pages') {
    const rows = await listPagesAs(db, options.locale ? locale(options.locale) : undefined, actor);
    for (const p of rows) console.log(`${p.locale}  ${p.slug.padEnd(24)} ${p.published ? 'published' : 'draft    '}  ${p.updatedAt.toISOString().slice(0, 10)}  ${p.title}`);
    console.log(`${rows.length} page(s)`);
  } else if (command === 'page') {
    const found = await findPageAs(db, locale(first), second!, actor);
    if (!found) throw new Error(`no page ${first}/${second}`);
    console.log(JSON.stringify(found, null, 2));
  } else if (command === 'put-page') {
    if (!options.file) throw new Error('put-page needs --file <page.json>');
    // The file is a page body, or what `page` printed ({ body, published, ... }).
    const json = readJson(options.file) as Record<string, unknown>;
    const wrapped = json && typeof json === 'object' && 'body' in json && !('title' in json);
    const published = options.unpublished ? false : wrapped && typeof json.published === 'boolean' ? json.published : undefined;
    const { created } = await putPageAs(db, { locale: locale(first), slug: second!, body: wrapped ? json.body : json, published }, 'replace', actor);
    console.log(`${created ? 'created' : 'replaced'} ${first}/${second}`);
  } else if (command === 'delete-page') {
    const deleted = await deletePageAs(db, locale(first), second!, actor);
    if (!deleted) throw new Error(`no page ${first}/${second}`);
    console.log(`deleted ${first}/${second}: /lp/${second} is now not found in ${first}`);
  } else if (command === 'banners') {
    const rows = await listBannersAs(db, { locale: options.locale ? locale(options.locale) : undefined }, actor);
    for (const b of rows) {
      const body = b.body as Record<string, string | undefined>;
      const text = body.alert_text ?? body.text_content ?? `${body.link_name} → ${body.link_cta}`;
      console.log(`${b.id}  ${b.locale} ${b.kind.padEnd(17)} ${b.active ? 'on ' : 'off'} p${b.priority} ${day(b.startsAt)} → ${day(b.endsAt)}${b.segments.length ? ` [${b.segments.join(',')}]` : ''}  ${text}`);
    }
    console.log(`${rows.length} banner(s)`);
  } else if (command === 'alert' || command === 'promo') {
    const cta = { ...(options.link && { cta_link: options.link }), ...(options.name && { cta_name: options.name }) };
    const priority = options.priority === undefined ? undefined : Number(options.priority);
    if (priority !== undefined && !Number.isInteger(priority)) throw new Error('--priority is a whole number');
    const banner = await createBannerAs(
      db,
      {
      locale: locale(first),
      kind: command === 'alert' ? 'sitewide_alert' : 'header_promo',
      body: command === 'alert' ? { alert_text: second, ...cta } : { text_content: second, ...cta },
      segments: options.segments?.split(',').filter(Boolean),
      priority,
      startsAt: moment(options.from, 'from'),
      endsAt: moment(options.until, 'until'),
      },
      actor,
    );
    console.log(`${banner.kind} ${banner.id} added for ${banner.locale}`);
  } else if (command === 'disable-banner') {
    const banner = z.uuid().safeParse(first).success ? await updateBannerAs(db, first!, { active: false }, actor) : null;
    if (!banner) throw new Error(`no banner ${first}`);
    console.log(`banner ${banner.id} disabled`);
  } else if (command === 'document') {
    if (!Object.hasOwn(DOCUMENT_SCHEMAS, second!)) throw new Error(`a document is ${Object.keys(DOCUMENT_SCHEMAS).join(' or ')}`);
    const key = second as DocumentKey;
    if (options.file) {
      const json = readJson(options.file) as Record<string, unknown>;
      await putDocumentAs(db, { locale: locale(first), key, body: 'body' in json && 'key' in json ? json.body : json }, actor);
      console.log(`replaced ${first}/${key}`);
    } else {
      const found = await findDocumentAs(db, locale(first), key, actor);
      if (!found) throw new Error(`no ${key} for ${first}`);
      console.log(JSON.stringify(found.body, null, 2));
    }
  }
});
