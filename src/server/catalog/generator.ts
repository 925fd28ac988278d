import { createFitmentSpread, type Placement, type PlannedProduct } from './fitment-spread';
import { LOCALES, type Locale } from '@/lib/markets';
import type { ProductSpec } from './schema';
import { localizedMeasure } from './measures';
import { POSITION_NAMES } from './positions';
import { BRANDS, CATEGORIES, PART_TYPES, type Brand, type Names, type PartType, type SpecTemplate } from './taxonomy';
import { WARRANTY_NAMES } from './warranty-names';
import { random } from '@/server/db/seeded-random';

/**
 * A realistic demo catalogue, the same for the same size: products of real part types by
 * fictional brands, priced in each market's own price list, applied to real vehicles by the
 * rules auto-parts catalogues use (brake parts by model and year range, filters by engine,
 * wiper blades by model, tools and fluids universal).
 */
export interface VehicleUniverse {
  /** Base vehicles, sorted by id. */
  baseVehicles: { id: number; year: number; makeId: number; modelId: number }[];
  /** Base vehicles of each engine. */
  baseVehiclesByEngine: Map<number, number[]>;
  /** What each engine is (its fuel tells spark ignition from diesel and electric); without it, every engine is a gasoline one. */
  engines?: Map<number, { name: string; fuel: string; aspiration: string }>;
  /** The commonest models and the years they are common (data/car-parc): each maintenance part type is made for them. */
  common?: { modelId: number; from: number; to: number }[];
}

export interface GeneratedApplication {
  baseVehicleId: number;
  engineId: number | null;
  position: string | null;
}

export interface GeneratedProduct {
  id: number;
  sku: string;
  partNumber: string;
  brandSlug: string;
  partTypeId: number;
  title: Names;
  description: Names;
  specs: ProductSpec[];
  position: string | null;
  warranty: PartType['warranty'];
  hazardous: boolean;
  slug: string;
  prices: Record<'USD' | 'MXN' | 'BRL', { regular: number; sale: number | null; coreCharge: number }>;
  universal: boolean;
  applications: GeneratedApplication[];
  stock: Record<string, number>;
}

export const DISTRIBUTION_CENTRES = { USD: ['DC-ATL', 'DC-DFW', 'DC-RNO'], MXN: ['DC-MTY'], BRL: ['DC-SPO'] } as const;
export const GENERATOR_VERSION = '6';

const rootOf = (() => {
  const parent = new Map(CATEGORIES.map((c) => [c.slug, c.parent]));
  return (slug: string): string => {
    let current = slug;
    while (parent.get(current)) current = parent.get(current)!;
    return current;
  };
})();

const TIER_PRICE: Record<Brand['tier'], number> = { value: 0.8, standard: 1, premium: 1.35 };

/** Price lists: each market prices in its own currency, ending the way its shoppers expect. */
export function marketPrices(usdCents: number): { USD: number; MXN: number; BRL: number } {
  const usd = Math.max(99, Math.round(usdCents / 100) * 100 - 1); // $24.99
  const mxn = Math.max(900, Math.round((usdCents * 18.9) / 1000) * 1000 - 100); // $469.00
  const brl = Math.max(990, Math.round((usdCents * 5.6) / 100) * 100 - 10); // R$ 139,90
  return { USD: usd, MXN: mxn, BRL: brl };
}

/** A title as the first sentence of a description: its own full stop when it ends in an abbreviation ("40 pulg."), never "..". */
export function asSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/**
 * The description's second sentence. The part types carry no grammatical gender, so the Spanish and
 * Portuguese sentences agree with nothing of the part's ("Calidad que cumple…", not "Fabricada…",
 * which a masculine "tubo de freno" contradicted).
 */
const DESCRIPTIONS: Record<Locale, (tier: Brand['tier'], warranty: string) => string> = {
  'en-US': (tier, warranty) =>
    `${tier === 'premium' ? 'Engineered to exceed original-equipment performance' : tier === 'value' ? 'A dependable, budget-friendly replacement' : 'Built to meet or exceed original-equipment specifications'}, tested for fit and backed by a ${warranty} warranty.`,
  'es-MX': (tier, warranty) =>
    `${tier === 'premium' ? 'Un diseño que supera el desempeño de equipo original' : tier === 'value' ? 'Un reemplazo confiable y económico' : 'Calidad que cumple o supera las especificaciones de equipo original'}, con ajuste probado a la primera y garantía ${warranty}.`,
  'pt-BR': (tier, warranty) =>
    `${tier === 'premium' ? 'Um projeto que supera o desempenho da peça original' : tier === 'value' ? 'Uma reposição confiável e econômica' : 'Qualidade que atende ou supera as especificações originais'}, com montagem testada e garantia ${warranty}.`,
};

/** A product's description: its title as a sentence, then what its brand's tier promises. */
export function productDescription(title: string, locale: Locale, tier: Brand['tier'], warranty: string): string {
  return `${asSentence(title)} ${DESCRIPTIONS[locale](tier, warranty)}`;
}

const POSITION_WORD: Record<Locale, string> = { 'en-US': '', 'es-MX': 'posición', 'pt-BR': 'posição' };

/**
 * A word list as it reads inside a Spanish or Portuguese sentence: capitalised words go to lower
 * case ("Cerámica" → "cerámica", "Lado del conductor" → "lado del conductor"); codes, sizes and
 * acronyms stay as written (51R, H7, 5W-30, LED, 4.73 L).
 */
export function inSentence(text: string): string {
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu, (word) => (/^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLocaleLowerCase() : word));
}

const titlePlace = (template: SpecTemplate) => template.title ?? (template.localizedValues ? 'lead' : 'trail');

/**
 * A product's title in each language, carrying what tells it apart from the brand's other
 * products of its type, as parts retailers title them: position and material before the part's
 * name in English ("Stopwell Front Ceramic Brake Pad Set"), sizes and codes after it, as written
 * in every language ("Motor Oil 5W-30, 5 qt", "Battery Group 24F", "Headlight Bulb H11"), and the
 * part number when the part is made for particular vehicles ("… STO100001").
 */
export function productTitle(brand: Brand, type: PartType, specs: ProductSpec[], position: string | null, partNumber: string | null): Names {
  return Object.fromEntries(
    LOCALES.map((l) => {
      const lead: string[] = [];
      const trail: string[] = [];
      specs.forEach((spec, i) => {
        const template = type.specs[i];
        const value = spec.values[l];
        if (!template || !value) return;
        if (titlePlace(template) === 'lead') lead.push(value);
        else trail.push(template.titleLabel ? `${template.titleLabel[l]} ${value}` : value);
      });
      const trailing = trail.length ? ` ${trail.join(', ')}` : '';
      const positionName = position ? (POSITION_NAMES[position]?.[l] ?? position) : '';
      if (l === 'en-US') return [l, `${[brand.name, positionName, ...lead, type.names[l]].filter(Boolean).join(' ')}${trailing}${partNumber ? ` ${partNumber}` : ''}`];
      // Spanish and Portuguese: the noun first, the words after it in brackets (they agree with the part: "balatas (cerámica)").
      const words = lead.length ? ` (${lead.map(inSentence).join(', ')})` : '';
      // "posición delantera" agrees whatever the part's gender ("disco delantero", "balatas delanteras").
      const where = positionName ? `, ${POSITION_WORD[l]} ${inSentence(positionName)}` : '';
      return [l, `${type.names[l]} ${brand.name}${partNumber ? ` ${partNumber}` : ''}${words}${trailing}${where}`];
    }),
  ) as Names;
}

/** Tries at a new combination of specifications before a universal part's title takes its part number. */
const TITLE_TRIES = 8;

function brandPrefix(brand: Brand): string {
  return brand.name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X');
}

/**
 * Generate `count` products (ids 1..count), in part-type order, deterministically. Each type's
 * share of the catalogue comes first, then the products that make sure the common vehicles find
 * every maintenance part (the coverage plan; at most half of a small catalogue).
 */
export function* generateProducts(count: number, universe: VehicleUniverse, seed = 20261122): Generator<GeneratedProduct> {
  const rnd = random(seed);
  const spread = createFitmentSpread(universe);
  const plan = spread.coveragePlan(PART_TYPES).slice(0, Math.floor(count / 2));
  const planned = new Map<number, PlannedProduct[]>();
  for (const p of plan) planned.set(p.partTypeId, [...(planned.get(p.partTypeId) ?? []), p]);
  const shared = count - plan.length;
  const perType = Math.max(1, Math.floor(shared / PART_TYPES.length));
  let id = 0;
  for (let t = 0; t < PART_TYPES.length && id < count; t++) {
    const type = PART_TYPES[t]!;
    const makers = BRANDS.filter((b) => b.departments.includes(rootOf(type.category)));
    const batch = t < shared % PART_TYPES.length ? perType + 1 : perType;
    const coverage = planned.get(type.id) ?? [];
    const titles = new Set<string>();
    for (let n = 0; n < batch + coverage.length && id < count; n++) {
      id++;
      const fixed = n >= batch ? coverage[n - batch]! : null;
      const brand = rnd.pick(makers.length ? makers : BRANDS);
      const position = fixed ? fixed.position : type.positions?.length ? type.positions[n % type.positions.length]! : null;
      const partNumber = `${brandPrefix(brand)}${String(100000 + id)}`;
      // Its own random sequence: where a part fits does not change what the catalogue holds.
      const placement: Placement = fixed ?? spread.place(type, position, random(seed + id));
      const rollSpecs = (): ProductSpec[] =>
        type.specs.map((spec) => {
          // A keyed part is the size or code of the vehicles it fits; a size in the market's units.
          if (placement.key?.spec === spec.key) return { key: spec.key, names: spec.names, values: Object.fromEntries(LOCALES.map((l) => [l, localizedMeasure(placement.key!.value, l)])) as Names };
          const i = rnd.int(0, spec.values.length - 1);
          const values = Object.fromEntries(LOCALES.map((l) => [l, spec.localizedValues?.[l]?.[i] ?? localizedMeasure(spec.values[i]!, l)]));
          return { key: spec.key, names: spec.names, values };
        });
      const numbered = type.fitment !== 'universal';
      let specs = rollSpecs();
      let title = productTitle(brand, type, specs, position, numbered ? partNumber : null);
      // A universal part is told apart by its specifications: try another combination, else its part number.
      for (let tries = 0; !numbered && titles.has(title['en-US']) && tries < TITLE_TRIES && type.specs.length; tries++) {
        specs = rollSpecs();
        title = productTitle(brand, type, specs, position, null);
      }
      if (titles.has(title['en-US'])) title = productTitle(brand, type, specs, position, partNumber);
      titles.add(title['en-US']);
      const description = Object.fromEntries(LOCALES.map((l) => [l, productDescription(title[l], l, brand.tier, WARRANTY_NAMES[type.warranty][l])])) as Names;

      const base = rnd.int(type.priceUsd[0], type.priceUsd[1]) * TIER_PRICE[brand.tier];
      const regular = marketPrices(base);
      const onSale = rnd.chance(0.15) ? 1 - rnd.int(10, 25) / 100 : null;
      const core = type.coreChargeUsd ? marketPrices(type.coreChargeUsd) : null;
      const price = (currency: 'USD' | 'MXN' | 'BRL') => ({
        regular: regular[currency],
        sale: onSale ? Math.min(regular[currency] - 1, marketPrices(base * onSale)[currency]) : null,
        coreCharge: core ? core[currency] : 0,
      });

      const stock: Record<string, number> = {};
      for (const dc of Object.values(DISTRIBUTION_CENTRES).flat()) stock[dc] = rnd.chance(0.9) ? rnd.int(0, 240) : 0;

      yield {
        id,
        sku: `${brand.slug}-${partNumber}`.toUpperCase(),
        partNumber,
        brandSlug: brand.slug,
        partTypeId: type.id,
        title,
        description,
        specs,
        position,
        warranty: type.warranty,
        hazardous: !!type.hazardous,
        slug: `${brand.slug}-${type.slug}-${partNumber.toLowerCase()}`,
        prices: { USD: price('USD'), MXN: price('MXN'), BRL: price('BRL') },
        universal: type.fitment === 'universal',
        applications: placement.applications,
        stock,
      };
    }
  }
}
