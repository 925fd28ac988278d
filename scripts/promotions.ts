import { z } from 'zod';
import en from '../messages/en-US.json';
import { isLocale, type Locale } from '../src/lib/markets';
import { CouponCreate, EditionCreate, TaxonomyPromoCreate } from '../src/server/promotions/admin-inputs';
import { optOutSms } from '../src/server/promotions/sms';
import { createCouponAs, createEditionAs, createTaxonomyPromoAs, deleteCouponAs, deleteEditionAs, deleteTaxonomyPromoAs, generateEditionsAs, listCouponsAs, listEditionsAs, listTaxonomyPromosAs, updateCouponAs, updateTaxonomyPromoAs } from '../src/server/promotions/staff';
import { commandLine } from './lib/args';
import { runCommand } from './lib/database';
import { operatorActor } from './lib/staff-key';

/**
 * The operator's promotions commands (docs/operations/promotions.md):
 *   npm run promotions -- coupons [--locale <l>]
 *   npm run promotions -- add-coupon <locale> <CODE> --discount "10% off" --text "fine print" [--kind percent|amount|freeShipping --value <n> --minimum <minor> --from <ISO> --until <ISO>] [--position <n>]
 *   npm run promotions -- disable-coupon <id> | enable-coupon <id> | delete-coupon <id>
 *   npm run promotions -- circulars [--locale <l>]
 *   npm run promotions -- add-circular <locale> --title "…" --from YYYY-MM-DD --until YYYY-MM-DD --sku <sku>...
 *   npm run promotions -- generate-circulars <locale> [--weeks <n>]
 *   npm run promotions -- delete-circular <id>
 *   npm run promotions -- shelf-promos [--locale <l>]
 *   npm run promotions -- add-shelf-promo <locale> "text" --url </parts/brakes>... [--invert] [--link /coupons --name "See coupons"] [--code CODE] [--priority n] [--from ISO] [--until ISO]
 *   npm run promotions -- disable-shelf-promo <id> | delete-shelf-promo <id>
 *   npm run promotions -- sms-opt-out <US|MX|BR> <phone>
 * Every command acts as the staff member whose API key it is given (--key rk_…, else
 * REDLINE_API_KEY), with the key's role, in the audit log; without a key only in development, as
 * system:cli:promotions with a warning (scripts/lib/staff-key.ts operatorActor).
 */
const USAGE = `usage: npm run promotions -- coupons [--locale l] | add-coupon <locale> <CODE> --discount <t> --text <t> [--kind k --value n --minimum n --from ISO --until ISO] [--position n]
       | disable-coupon <id> | enable-coupon <id> | delete-coupon <id>
       | circulars [--locale l] | add-circular <locale> --title <t> --from <day> --until <day> --sku <sku>... | generate-circulars <locale> [--weeks n] | delete-circular <id>
       | shelf-promos [--locale l] | add-shelf-promo <locale> <text> --url <path>... [--invert] [--link <path> --name <t>] [--code C] [--priority n] [--from ISO] [--until ISO]
       | disable-shelf-promo <id> | delete-shelf-promo <id> | sms-opt-out <US|MX|BR> <phone>   (every command: --key rk_… or REDLINE_API_KEY)`;
const log = (line: string) => console.error(`[promotions] ${line}`);

const {
  positionals: [command, subject, third],
  values: options,
} = commandLine(
  {
    options: {
      key: { type: 'string' },
      locale: { type: 'string' },
      discount: { type: 'string' },
      text: { type: 'string' },
      kind: { type: 'string' },
      value: { type: 'string' },
      minimum: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      position: { type: 'string' },
      title: { type: 'string' },
      sku: { type: 'string', multiple: true },
      weeks: { type: 'string' },
      url: { type: 'string', multiple: true },
      invert: { type: 'boolean' },
      link: { type: 'string' },
      name: { type: 'string' },
      code: { type: 'string' },
      priority: { type: 'string' },
    },
  },
  USAGE,
);
const needsSubject = ['add-coupon', 'disable-coupon', 'enable-coupon', 'delete-coupon', 'add-circular', 'generate-circulars', 'delete-circular', 'add-shelf-promo', 'disable-shelf-promo', 'delete-shelf-promo', 'sms-opt-out'];
const known = [...needsSubject, 'coupons', 'circulars', 'shelf-promos'];
if (!command || !known.includes(command) || (needsSubject.includes(command) && !subject)) {
  console.error(USAGE);
  process.exit(2);
}

function localeOf(value: string | undefined): Locale | undefined {
  if (value === undefined) return undefined;
  if (!isLocale(value)) throw new Error(`${value} is not one of en-US, es-MX, pt-BR`);
  return value;
}
const num = (value: string | undefined) => (value === undefined ? undefined : Number(value));
const id = () => z.coerce.number().int().positive().parse(subject);
/** A schema's own message (a key such as validation.promotions.percentRange) in English, as the operator reads the CLI. */
function english(message: string): string {
  const text = message.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  return typeof text === 'string' ? text : message;
}
/** Parse with the admin API's schema, so the CLI refuses what the API refuses. */
function checked<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${english(i.message)}`).join('; '));
  return result.data;
}

await runCommand(log, async (db) => {
  const actor = await operatorActor(options.key, 'promotions');
  let code = 0;
  if (command === 'coupons') {
    const rows = await listCouponsAs(db, localeOf(options.locale), actor);
    for (const c of rows) console.log(`#${c.id}  ${c.locale}  ${c.promoCode.padEnd(12)} ${c.active && c.promotionActive ? 'active  ' : 'inactive'}  until ${c.endsAt.toISOString().slice(0, 10)}  ${c.discount} — ${c.discountText}`);
    console.log(`${rows.length} coupon(s)`);
  } else if (command === 'add-coupon') {
    const promotion = options.kind ? { kind: options.kind, value: num(options.value) ?? 0, minimumSubtotal: num(options.minimum), startsAt: options.from ?? new Date().toISOString(), endsAt: options.until } : undefined;
    const input = checked(CouponCreate, { locale: subject, promoCode: third, discount: options.discount, discountText: options.text, position: num(options.position), promotion });
    const coupon = await createCouponAs(db, input, actor);
    console.log(`coupon #${coupon.id} ${coupon.promoCode} offered in ${coupon.locale}`);
  } else if (command === 'disable-coupon' || command === 'enable-coupon') {
    const coupon = await updateCouponAs(db, id(), { active: command === 'enable-coupon' }, actor);
    console.log(coupon ? `coupon #${coupon.id} ${coupon.active ? 'enabled' : 'disabled'}` : `no coupon #${subject}`);
    if (!coupon) code = 1;
  } else if (command === 'delete-coupon') {
    const deleted = await deleteCouponAs(db, id(), actor);
    console.log(deleted ? `coupon #${subject} deleted` : `no coupon #${subject}`);
    if (!deleted) code = 1;
  } else if (command === 'circulars') {
    const rows = await listEditionsAs(db, localeOf(options.locale), actor);
    for (const e of rows) console.log(`#${e.id}  ${e.locale}  ${e.startsOn} to ${e.endsOn}  ${e.deals} deal(s)  ${e.title}`);
    console.log(`${rows.length} edition(s)`);
  } else if (command === 'add-circular') {
    const input = checked(EditionCreate, { locale: subject, title: options.title, startsOn: options.from, endsOn: options.until, skus: options.sku ?? [] });
    const edition = await createEditionAs(db, input, actor);
    console.log(`edition #${edition.id} for ${edition.locale}: ${edition.startsOn} to ${edition.endsOn}, ${input.skus.length} deal(s)`);
  } else if (command === 'generate-circulars') {
    const locale = localeOf(subject)!;
    const added = await generateEditionsAs(db, locale, { weeks: num(options.weeks) }, actor);
    console.log(`${added} edition(s) added for ${locale}`);
  } else if (command === 'delete-circular') {
    const deleted = await deleteEditionAs(db, id(), actor);
    console.log(deleted ? `edition #${subject} deleted` : `no edition #${subject}`);
    if (!deleted) code = 1;
  } else if (command === 'shelf-promos') {
    const rows = await listTaxonomyPromosAs(db, localeOf(options.locale), actor);
    for (const p of rows) console.log(`#${p.id}  ${p.locale}  ${p.active ? 'active  ' : 'inactive'}  p${p.priority}  ${p.invertSelection ? 'NOT ' : ''}[${p.seoUrls.join(', ')}]  ${p.textContent}`);
    console.log(`${rows.length} shelf promo(s)`);
  } else if (command === 'add-shelf-promo') {
    const input = checked(TaxonomyPromoCreate, {
      locale: subject,
      textContent: third,
      seoUrls: options.url ?? [],
      invertSelection: !!options.invert,
      ctaLink: options.link,
      ctaName: options.name,
      promoCode: options.code,
      priority: num(options.priority),
      startsAt: options.from,
      endsAt: options.until,
    });
    const promo = await createTaxonomyPromoAs(db, input, actor);
    console.log(`shelf promo #${promo.id} in ${promo.locale} on ${promo.invertSelection ? 'every shelf but' : ''} ${promo.seoUrls.join(', ') || '(none)'}`);
  } else if (command === 'disable-shelf-promo') {
    const promo = await updateTaxonomyPromoAs(db, id(), { active: false }, actor);
    console.log(promo ? `shelf promo #${promo.id} disabled` : `no shelf promo #${subject}`);
    if (!promo) code = 1;
  } else if (command === 'delete-shelf-promo') {
    const deleted = await deleteTaxonomyPromoAs(db, id(), actor);
    console.log(deleted ? `shelf promo #${subject} deleted` : `no shelf promo #${subject}`);
    if (!deleted) code = 1;
  } else if (command === 'sms-opt-out') {
    const country = z.enum(['US', 'MX', 'BR']).parse(subject);
    if (!third) throw new Error('sms-opt-out needs a phone number');
    console.log((await optOutSms(db, country, third)) ? `${third} (${country}) opted out` : `${third} (${country}) was not subscribed`);
  }
  return code;
});
