import type { Locale } from '@/lib/markets';
import type { Warranty } from './import/values';

/**
 * The catalogue's taxonomy for the demo generator: departments and categories, part types
 * (ACES part terminology ids), part groups, fictional brands. Names are written for each
 * market (Mexico says "balatas", Brazil "pastilhas de freio").
 */
export type Names = Record<Locale, string>;
export interface Category {
  slug: string;
  parent: string | null;
  names: Names;
}
export type FitmentRule = 'platform' | 'engine' | 'model' | 'universal';
export interface SpecTemplate {
  key: string;
  names: Names;
  values: string[];
  /** Per-locale values, aligned with `values`, when the values are words. */
  localizedValues?: Record<Locale, string[]>;
  /**
   * Where the value goes in a product title: `lead` before the part's name in English, in
   * brackets after the brand in Spanish and Portuguese ("Ceramic"); `trail` after the name,
   * as written ("5W-30", "H11"). Default: words lead, codes and sizes trail.
   */
  title?: 'lead' | 'trail';
  /** Said before a trailing value in titles ("Group" 24F). */
  titleLabel?: Names;
}
export interface PartType {
  id: number;
  slug: string;
  category: string;
  group: string;
  names: Names;
  fitment: FitmentRule;
  positions?: string[];
  /** Typical US retail range, in cents. */
  priceUsd: [number, number];
  coreChargeUsd?: number;
  hazardous?: boolean;
  /** Too heavy or too big for a parcel carrier: ships by freight only (see FREIGHT_PART_TYPES). */
  freight?: boolean;
  warranty: Warranty;
  specs: SpecTemplate[];
  /** Engines it is made for: spark ignition (gas, hybrid, flex fuel, CNG), diesel, or turbocharged. Engine parts never fit electric or fuel-cell vehicles. */
  needs?: 'spark' | 'diesel' | 'turbo';
  /** Model years it belongs to (inclusive), e.g. distributors only before electronic ignition took over. */
  years?: { from?: number; to?: number };
}
export interface PartGroup {
  id: string;
  names: Names;
}
export type BrandTier = 'value' | 'standard' | 'premium';
export interface Brand {
  slug: string;
  name: string;
  tier: BrandTier;
  departments: string[];
}

const n = (en: string, es: string, pt: string): Names => ({ 'en-US': en, 'es-MX': es, 'pt-BR': pt });

export const CATEGORIES: Category[] = [
  { slug: 'parts', parent: null, names: n('Parts', 'Refacciones', 'Peças') },
  { slug: 'interior-accessories', parent: null, names: n('Interior Accessories', 'Accesorios interiores', 'Acessórios internos') },
  { slug: 'exterior-accessories', parent: null, names: n('Exterior Accessories', 'Accesorios exteriores', 'Acessórios externos') },
  { slug: 'truck-and-towing', parent: null, names: n('Truck & Towing', 'Camionetas y remolque', 'Picapes e reboque') },
  { slug: 'tools-and-equipment', parent: null, names: n('Tools & Equipment', 'Herramientas y equipo', 'Ferramentas e equipamentos') },
  { slug: 'fluids-and-chemicals', parent: null, names: n('Fluids & Chemicals', 'Fluidos y químicos', 'Fluidos e químicos') },
  { slug: 'performance', parent: null, names: n('Performance', 'Alto desempeño', 'Performance') },

  { slug: 'brakes', parent: 'parts', names: n('Brakes', 'Frenos', 'Freios') },
  { slug: 'filters', parent: 'parts', names: n('Filters', 'Filtros', 'Filtros') },
  { slug: 'ignition', parent: 'parts', names: n('Ignition & Tune-Up', 'Encendido y afinación', 'Ignição e revisão') },
  { slug: 'charging-and-starting', parent: 'parts', names: n('Batteries, Charging & Starting', 'Acumuladores, carga y arranque', 'Baterias, carga e partida') },
  { slug: 'cooling', parent: 'parts', names: n('Cooling System', 'Sistema de enfriamiento', 'Arrefecimento') },
  { slug: 'suspension-and-steering', parent: 'parts', names: n('Suspension & Steering', 'Suspensión y dirección', 'Suspensão e direção') },
  { slug: 'belts-and-hoses', parent: 'parts', names: n('Belts & Hoses', 'Bandas y mangueras', 'Correias e mangueiras') },
  { slug: 'lighting', parent: 'parts', names: n('Lighting', 'Iluminación', 'Iluminação') },
  { slug: 'wipers', parent: 'parts', names: n('Wipers & Washer', 'Limpiaparabrisas', 'Palhetas e lavador') },
  { slug: 'exhaust', parent: 'parts', names: n('Exhaust', 'Escape', 'Escapamento') },
  { slug: 'floor-mats', parent: 'interior-accessories', names: n('Floor Mats & Liners', 'Tapetes', 'Tapetes') },
  { slug: 'seat-covers', parent: 'interior-accessories', names: n('Seat & Steering Wheel Covers', 'Fundas de asiento y volante', 'Capas de banco e volante') },
  { slug: 'interior-electronics', parent: 'interior-accessories', names: n('Mounts & Chargers', 'Soportes y cargadores', 'Suportes e carregadores') },
  { slug: 'car-covers', parent: 'exterior-accessories', names: n('Car Covers & Sun Shades', 'Cubiertas y parasoles', 'Capas e para-sóis') },
  { slug: 'mirrors', parent: 'exterior-accessories', names: n('Mirrors', 'Espejos', 'Retrovisores') },
  { slug: 'mud-flaps', parent: 'exterior-accessories', names: n('Mud Flaps & Guards', 'Loderas', 'Para-barros') },
  { slug: 'hitches', parent: 'truck-and-towing', names: n('Hitches & Balls', 'Enganches y bolas', 'Engates e bolas') },
  { slug: 'towing-electrical', parent: 'truck-and-towing', names: n('Towing Wiring', 'Conexiones de remolque', 'Chicotes de reboque') },
  { slug: 'truck-bed', parent: 'truck-and-towing', names: n('Truck Bed Accessories', 'Accesorios para caja', 'Acessórios de caçamba') },
  { slug: 'hand-tools', parent: 'tools-and-equipment', names: n('Hand Tools', 'Herramientas manuales', 'Ferramentas manuais') },
  { slug: 'diagnostic-tools', parent: 'tools-and-equipment', names: n('Diagnostic Tools', 'Herramientas de diagnóstico', 'Ferramentas de diagnóstico') },
  { slug: 'jacks-and-lifts', parent: 'tools-and-equipment', names: n('Jacks & Stands', 'Gatos y torres', 'Macacos e cavaletes') },
  { slug: 'motor-oil', parent: 'fluids-and-chemicals', names: n('Motor Oil', 'Aceite de motor', 'Óleo de motor') },
  { slug: 'coolant-and-fluids', parent: 'fluids-and-chemicals', names: n('Antifreeze & Fluids', 'Anticongelante y fluidos', 'Aditivos e fluidos') },
  { slug: 'car-care', parent: 'fluids-and-chemicals', names: n('Car Care', 'Cuidado del auto', 'Cuidados automotivos') },
  { slug: 'air-intake', parent: 'performance', names: n('Air Intakes', 'Admisión de aire', 'Admissão de ar') },
  { slug: 'performance-exhaust', parent: 'performance', names: n('Performance Exhaust', 'Escape deportivo', 'Escapamento esportivo') },
  { slug: 'performance-ignition', parent: 'performance', names: n('Performance Ignition', 'Encendido de alto desempeño', 'Ignição esportiva') },
];

export const PART_GROUPS: PartGroup[] = [
  { id: 'azpg1001', names: n('Brake Pads & Rotors', 'Balatas y discos', 'Pastilhas e discos de freio') },
  { id: 'azpg1002', names: n('Brake Hydraulics', 'Sistema hidráulico de frenos', 'Sistema hidráulico de freio') },
  { id: 'azpg1003', names: n('Engine Filters', 'Filtros de motor', 'Filtros do motor') },
  { id: 'azpg1004', names: n('Ignition', 'Encendido', 'Ignição') },
  { id: 'azpg1005', names: n('Engine Sensors', 'Sensores de motor', 'Sensores do motor') },
  { id: 'azpg1006', names: n('Batteries', 'Acumuladores', 'Baterias') },
  { id: 'azpg1007', names: n('Charging & Starting', 'Carga y arranque', 'Carga e partida') },
  { id: 'azpg1008', names: n('Radiators & Cooling', 'Radiadores y enfriamiento', 'Radiadores e arrefecimento') },
  { id: 'azpg1009', names: n('Shocks & Struts', 'Amortiguadores', 'Amortecedores') },
  { id: 'azpg1010', names: n('Steering & Chassis', 'Dirección y chasis', 'Direção e chassi') },
  { id: 'azpg1011', names: n('Belts & Hoses', 'Bandas y mangueras', 'Correias e mangueiras') },
  { id: 'azpg1012', names: n('Bulbs & Lamps', 'Focos y faros', 'Lâmpadas e faróis') },
  { id: 'azpg1013', names: n('Wipers', 'Limpiaparabrisas', 'Palhetas') },
  { id: 'azpg1014', names: n('Exhaust', 'Escape', 'Escapamento') },
  { id: 'azpg1015', names: n('Interior Protection', 'Protección interior', 'Proteção interna') },
  { id: 'azpg1016', names: n('Interior Electronics', 'Electrónica interior', 'Eletrônicos internos') },
  { id: 'azpg1017', names: n('Exterior Protection', 'Protección exterior', 'Proteção externa') },
  { id: 'azpg1018', names: n('Towing', 'Remolque', 'Reboque') },
  { id: 'azpg1019', names: n('Truck Bed', 'Caja de pickup', 'Caçamba') },
  { id: 'azpg1020', names: n('Hand Tools', 'Herramientas manuales', 'Ferramentas manuais') },
  { id: 'azpg1021', names: n('Diagnostics', 'Diagnóstico', 'Diagnóstico') },
  { id: 'azpg1022', names: n('Lifting', 'Elevación', 'Elevação') },
  { id: 'azpg1023', names: n('Motor Oil', 'Aceite de motor', 'Óleo de motor') },
  { id: 'azpg1024', names: n('Fluids', 'Fluidos', 'Fluidos') },
  { id: 'azpg1025', names: n('Car Care', 'Cuidado del auto', 'Cuidados automotivos') },
  { id: 'azpg1026', names: n('Performance', 'Alto desempeño', 'Performance') },
  { id: 'azpg1027', names: n('Drum Brakes & Hardware', 'Frenos de tambor y herrajes', 'Freio a tambor e ferragens') },
  { id: 'azpg1028', names: n('ABS & Parking Brake', 'ABS y freno de mano', 'ABS e freio de estacionamento') },
  { id: 'azpg1029', names: n('Emission Controls', 'Control de emisiones', 'Controle de emissões') },
  { id: 'azpg1030', names: n('Fuel & Air Management', 'Inyección y admisión', 'Injeção e admissão') },
  { id: 'azpg1031', names: n('Battery Cables & Accessories', 'Cables y accesorios de acumulador', 'Cabos e acessórios de bateria') },
  { id: 'azpg1032', names: n('Heating & A/C', 'Calefacción y aire acondicionado', 'Aquecimento e ar-condicionado') },
  { id: 'azpg1033', names: n('Springs & Mounts', 'Resortes y soportes', 'Molas e coxins') },
  { id: 'azpg1034', names: n('Steering Gears & Pumps', 'Cajas y bombas de dirección', 'Caixas e bombas de direção') },
  { id: 'azpg1035', names: n('Timing Components', 'Distribución', 'Distribuição') },
  { id: 'azpg1036', names: n('Signal & Auxiliary Lights', 'Cuartos y faros auxiliares', 'Lanternas e faróis auxiliares') },
  { id: 'azpg1037', names: n('Washer System', 'Sistema lavaparabrisas', 'Sistema do lavador') },
  { id: 'azpg1038', names: n('Exhaust Manifolds & Hardware', 'Múltiples y accesorios de escape', 'Coletores e ferragens de escapamento') },
  { id: 'azpg1039', names: n('Interior Comfort & Organization', 'Comodidad y organización', 'Conforto e organização') },
  { id: 'azpg1040', names: n('Exterior Trim & Styling', 'Molduras y estilo exterior', 'Acabamento e estilo externo') },
  { id: 'azpg1041', names: n('Cargo Management', 'Sujeción y transporte de carga', 'Amarração e transporte de carga') },
  { id: 'azpg1042', names: n('Winches & Recovery', 'Malacates y rescate', 'Guinchos e resgate') },
  { id: 'azpg1043', names: n('Shop Equipment', 'Equipo de taller', 'Equipamentos de oficina') },
  { id: 'azpg1044', names: n('Specialty Tools', 'Herramientas especiales', 'Ferramentas especiais') },
  { id: 'azpg1045', names: n('Gear & Driveline Oils', 'Aceites para engranes y diferencial', 'Óleos de câmbio e diferencial') },
  { id: 'azpg1046', names: n('Fuel & Oil Additives', 'Aditivos para combustible y aceite', 'Aditivos para combustível e óleo') },
  { id: 'azpg1047', names: n('Performance Suspension', 'Suspensión deportiva', 'Suspensão esportiva') },
  { id: 'azpg1048', names: n('Performance Brakes', 'Frenos de alto desempeño', 'Freios esportivos') },
  { id: 'azpg1049', names: n('Engine Tuning & Gauges', 'Programadores y medidores', 'Chips de potência e relógios') },
  { id: 'azpg1050', names: n('Driveline & Bearings', 'Transmisión y baleros', 'Transmissão e rolamentos') },
];

const spec = (key: string, names: Names, values: string[], localizedValues?: Record<Locale, string[]>, extra: Pick<SpecTemplate, 'title' | 'titleLabel'> = {}): SpecTemplate => ({ key, names, values, localizedValues, ...extra });
const words = (rows: [string, string, string][]) => ({
  values: rows.map((r) => r[0]),
  localized: { 'en-US': rows.map((r) => r[0]), 'es-MX': rows.map((r) => r[1]), 'pt-BR': rows.map((r) => r[2]) },
});
const FRICTION = words([
  ['Ceramic', 'Cerámica', 'Cerâmica'],
  ['Semi-Metallic', 'Semimetálica', 'Semimetálica'],
  ['Organic', 'Orgánica', 'Orgânica'],
]);
const ROTOR = words([
  ['Coated', 'Recubierto', 'Revestido'],
  ['Drilled & Slotted', 'Perforado y ranurado', 'Furado e ranhurado'],
  ['Standard', 'Estándar', 'Padrão'],
]);
const CONDITION = words([
  ['New', 'Nuevo', 'Novo'],
  ['Remanufactured', 'Reconstruido', 'Remanufaturado'],
]);
const OIL = words([
  ['Full Synthetic', 'Sintético', 'Sintético'],
  ['Synthetic Blend', 'Semisintético', 'Semissintético'],
  ['Conventional', 'Convencional', 'Mineral'],
]);
const TIP = words([
  ['Iridium', 'Iridio', 'Irídio'],
  ['Platinum', 'Platino', 'Platina'],
  ['Copper', 'Cobre', 'Cobre'],
]);
/** Motor oil bottles: a quart and a five-quart jug, in the units each market reads. */
const OIL_SIZE = words([
  ['1 qt', '946 ml', '946 ml'],
  ['5 qt', '4.73 L', '4,73 L'],
]);
/** Towing and tools: the US names, and each market's. */
const HITCH_CLASS = words([
  ['Class I', 'Clase I', 'Classe I'],
  ['Class II', 'Clase II', 'Classe II'],
  ['Class III', 'Clase III', 'Classe III'],
  ['Class IV', 'Clase IV', 'Classe IV'],
]);
const CONNECTOR = words([
  ['4-Way Flat', '4 vías plano', '4 vias chato'],
  ['5-Way Flat', '5 vías plano', '5 vias chato'],
  ['7-Way Round', '7 vías redondo', '7 vias redondo'],
]);
const ADAPTER = words([
  ['7-Way to 4-Way', 'De 7 a 4 vías', 'De 7 para 4 vias'],
  ['6-Way to 4-Way', 'De 6 a 4 vías', 'De 6 para 4 vias'],
  ['4-Way to 5-Way', 'De 4 a 5 vías', 'De 4 para 5 vias'],
]);
const ATF = words([
  ['Dexron VI', 'Dexron VI', 'Dexron VI'],
  ['Mercon LV', 'Mercon LV', 'Mercon LV'],
  ['ATF+4', 'ATF+4', 'ATF+4'],
  ['Multi-Vehicle', 'Multivehículo', 'Multiveículos'],
]);
const CALIPER_PISTONS = words([
  ['4-Piston', '4 pistones', '4 pistões'],
  ['6-Piston', '6 pistones', '6 pistões'],
]);
const oilSize = () => spec('size', n('Size', 'Presentación', 'Embalagem'), OIL_SIZE.values, OIL_SIZE.localized, { title: 'trail' });
const COLOR = words([
  ['Black', 'Negro', 'Preto'],
  ['Gray', 'Gris', 'Cinza'],
  ['Tan', 'Beige', 'Bege'],
]);

const LAMP = words([
  ['LED', 'LED', 'LED'],
  ['Halogen', 'Halógeno', 'Halógena'],
]);
const FINISH = words([
  ['Chrome', 'Cromado', 'Cromado'],
  ['Matte Black', 'Negro mate', 'Preto fosco'],
  ['Stainless Steel', 'Acero inoxidable', 'Aço inox'],
]);
const BUILD = words([
  ['Aluminum', 'Aluminio', 'Alumínio'],
  ['Steel', 'Acero', 'Aço'],
  ['Plastic', 'Plástico', 'Plástico'],
]);
const UNITS = words([
  ['SAE', 'SAE', 'SAE'],
  ['Metric', 'Métrico', 'Métrico'],
]);
const SCENT = words([
  ['New Car', 'Auto nuevo', 'Carro novo'],
  ['Vanilla', 'Vainilla', 'Baunilha'],
  ['Pine', 'Pino', 'Pinho'],
  ['Ocean Breeze', 'Brisa marina', 'Brisa do mar'],
]);
const FUEL = words([
  ['Gasoline', 'Gasolina', 'Gasolina'],
  ['Diesel', 'Diésel', 'Diesel'],
]);
const ARM = words([
  ['Stamped Steel', 'Acero estampado', 'Aço estampado'],
  ['Forged Aluminum', 'Aluminio forjado', 'Alumínio forjado'],
]);
/** Values as words, first `count` of them (for a narrower choice of the same list). */
const first = (list: ReturnType<typeof words>, count: number) => ({
  values: list.values.slice(0, count),
  localized: { 'en-US': list.localized['en-US'].slice(0, count), 'es-MX': list.localized['es-MX'].slice(0, count), 'pt-BR': list.localized['pt-BR'].slice(0, count) },
});

const MATERIAL = n('Material', 'Material', 'Material');
const TYPE = n('Type', 'Tipo', 'Tipo');
const CONDITION_NAME = n('Condition', 'Condición', 'Condição');
const PISTONS = n('Pistons', 'Pistones', 'Pistões');
const LENGTH = n('Length', 'Largo', 'Comprimento');
const VISCOSITY = n('Viscosity', 'Viscosidad', 'Viscosidade');
const SIZE = n('Size', 'Medida', 'Tamanho');
const CAPACITY = n('Capacity', 'Capacidad', 'Capacidade');
const COLOUR = n('Color', 'Color', 'Cor');
const FINISH_NAME = n('Finish', 'Acabado', 'Acabamento');
const SCENT_NAME = n('Scent', 'Aroma', 'Fragrância');
const FUEL_NAME = n('Fuel', 'Combustible', 'Combustível');
const DIAMETER = n('Diameter', 'Diámetro', 'Diâmetro');
const DRIVE = n('Drive', 'Cuadro', 'Encaixe');
const PIECES = n('Pieces', 'Piezas', 'Peças');
const POWER = n('Power', 'Potencia', 'Potência');
const HEIGHT = n('Height', 'Altura', 'Altura');

type Row = [id: number, slug: string, category: string, group: string, names: Names, fitment: FitmentRule, price: [number, number], warranty: PartType['warranty'], extra?: Partial<PartType>];

const ROWS: Row[] = [
  [1684, 'brake-pad-set', 'brakes', 'azpg1001', n('Brake Pad Set', 'Juego de balatas', 'Jogo de pastilhas de freio'), 'platform', [2999, 8999], 'limited-lifetime', { positions: ['Front', 'Rear'], specs: [spec('friction', MATERIAL, FRICTION.values, FRICTION.localized)] }],
  [1896, 'brake-rotor', 'brakes', 'azpg1001', n('Brake Rotor', 'Disco de freno', 'Disco de freio'), 'platform', [3499, 12999], '2-year', { positions: ['Front', 'Rear'], specs: [spec('finish', FINISH_NAME, ROTOR.values, ROTOR.localized)] }],
  [1744, 'brake-shoe-set', 'brakes', 'azpg1001', n('Brake Shoe Set', 'Juego de zapatas de freno', 'Jogo de sapatas de freio'), 'platform', [2499, 5999], 'limited-lifetime', { positions: ['Rear'] }],
  [1736, 'brake-caliper', 'brakes', 'azpg1002', n('Brake Caliper', 'Caliper de freno', 'Pinça de freio'), 'platform', [4999, 16999], 'limited-lifetime', { positions: ['Front', 'Rear'], coreChargeUsd: 3500, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [1772, 'brake-hose', 'brakes', 'azpg1002', n('Brake Hose', 'Manguera de freno', 'Flexível de freio'), 'platform', [1299, 3999], '1-year', { positions: ['Front', 'Rear'] }],
  [1708, 'brake-master-cylinder', 'brakes', 'azpg1002', n('Brake Master Cylinder', 'Cilindro maestro de frenos', 'Cilindro mestre de freio'), 'platform', [5999, 17999], 'limited-lifetime', { coreChargeUsd: 2000 }],
  [5340, 'oil-filter', 'filters', 'azpg1003', n('Oil Filter', 'Filtro de aceite', 'Filtro de óleo'), 'engine', [599, 1999], '1-year'],
  [6192, 'engine-air-filter', 'filters', 'azpg1003', n('Engine Air Filter', 'Filtro de aire', 'Filtro de ar do motor'), 'engine', [1299, 3499], '1-year'],
  [6832, 'cabin-air-filter', 'filters', 'azpg1003', n('Cabin Air Filter', 'Filtro de aire de cabina', 'Filtro de ar-condicionado'), 'model', [1499, 3999], '1-year'],
  [6160, 'fuel-filter', 'filters', 'azpg1003', n('Fuel Filter', 'Filtro de gasolina', 'Filtro de combustível'), 'engine', [999, 4999], '1-year'],
  [7212, 'spark-plug', 'ignition', 'azpg1004', n('Spark Plug', 'Bujía', 'Vela de ignição'), 'engine', [499, 1899], '1-year', { specs: [spec('tip', MATERIAL, TIP.values, TIP.localized)] }],
  [7168, 'ignition-coil', 'ignition', 'azpg1004', n('Ignition Coil', 'Bobina de encendido', 'Bobina de ignição'), 'engine', [3999, 12999], 'limited-lifetime'],
  [7236, 'spark-plug-wire-set', 'ignition', 'azpg1004', n('Spark Plug Wire Set', 'Juego de cables de bujía', 'Jogo de cabos de vela'), 'engine', [2499, 7999], '2-year'],
  [5680, 'oxygen-sensor', 'ignition', 'azpg1005', n('Oxygen Sensor', 'Sensor de oxígeno', 'Sonda lambda'), 'engine', [3999, 11999], '2-year', { positions: ['Upstream', 'Downstream'] }],
  [5704, 'mass-air-flow-sensor', 'ignition', 'azpg1005', n('Mass Air Flow Sensor', 'Sensor de flujo de aire (MAF)', 'Sensor de fluxo de ar (MAF)'), 'engine', [6999, 22999], '2-year'],
  [5800, 'camshaft-position-sensor', 'ignition', 'azpg1005', n('Camshaft Position Sensor', 'Sensor de posición del árbol de levas', 'Sensor de posição do comando'), 'engine', [2499, 8999], '2-year'],
  [1320, 'battery', 'charging-and-starting', 'azpg1006', n('Battery', 'Acumulador', 'Bateria'), 'model', [12999, 27999], '3-year', { hazardous: true, coreChargeUsd: 2200, specs: [spec('group', SIZE, ['24F', '35', '48', '51R', '65', 'H6', 'H7'], undefined, { titleLabel: n('Group', 'grupo', 'grupo') })] }],
  [1340, 'alternator', 'charging-and-starting', 'azpg1007', n('Alternator', 'Alternador', 'Alternador'), 'engine', [14999, 39999], 'limited-lifetime', { coreChargeUsd: 5000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [7396, 'starter', 'charging-and-starting', 'azpg1007', n('Starter', 'Marcha', 'Motor de partida'), 'engine', [12999, 34999], 'limited-lifetime', { coreChargeUsd: 4500, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [1350, 'battery-terminal', 'charging-and-starting', 'azpg1006', n('Battery Terminal', 'Terminal de acumulador', 'Terminal de bateria'), 'universal', [399, 1299], '1-year'],
  [1580, 'radiator', 'cooling', 'azpg1008', n('Radiator', 'Radiador', 'Radiador'), 'platform', [11999, 32999], 'limited-lifetime'],
  [1616, 'water-pump', 'cooling', 'azpg1008', n('Water Pump', 'Bomba de agua', 'Bomba d\'água'), 'engine', [3999, 14999], 'limited-lifetime'],
  [1660, 'thermostat', 'cooling', 'azpg1008', n('Thermostat', 'Termostato', 'Válvula termostática'), 'engine', [999, 3999], 'limited-lifetime'],
  [1688, 'radiator-fan-assembly', 'cooling', 'azpg1008', n('Radiator Fan Assembly', 'Ventilador de radiador', 'Eletroventilador do radiador'), 'platform', [8999, 24999], '2-year'],
  [7580, 'strut-assembly', 'suspension-and-steering', 'azpg1009', n('Strut Assembly', 'Amortiguador completo (strut)', 'Conjunto de amortecedor'), 'platform', [8999, 24999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [7592, 'shock-absorber', 'suspension-and-steering', 'azpg1009', n('Shock Absorber', 'Amortiguador', 'Amortecedor'), 'platform', [3999, 11999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [7600, 'control-arm', 'suspension-and-steering', 'azpg1010', n('Control Arm', 'Horquilla', 'Bandeja de suspensão'), 'platform', [4999, 15999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [7608, 'ball-joint', 'suspension-and-steering', 'azpg1010', n('Ball Joint', 'Rótula', 'Pivô de suspensão'), 'platform', [1999, 6999], 'limited-lifetime', { positions: ['Upper', 'Lower'] }],
  [7616, 'tie-rod-end', 'suspension-and-steering', 'azpg1010', n('Tie Rod End', 'Terminal de dirección', 'Terminal de direção'), 'platform', [1499, 4999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [7624, 'sway-bar-link', 'suspension-and-steering', 'azpg1010', n('Sway Bar Link', 'Tornillo estabilizador', 'Bieleta da barra estabilizadora'), 'platform', [1299, 3999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [8320, 'cv-axle', 'suspension-and-steering', 'azpg1010', n('CV Axle', 'Flecha homocinética', 'Semieixo homocinético'), 'platform', [6999, 19999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'], coreChargeUsd: 3000 }],
  [1800, 'wheel-hub-assembly', 'suspension-and-steering', 'azpg1010', n('Wheel Hub Assembly', 'Maza de rueda', 'Cubo de roda'), 'platform', [5999, 18999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [6400, 'serpentine-belt', 'belts-and-hoses', 'azpg1011', n('Serpentine Belt', 'Banda serpentina', 'Correia poli-V'), 'engine', [1999, 5999], 'limited-lifetime'],
  [6410, 'timing-belt-kit', 'belts-and-hoses', 'azpg1011', n('Timing Belt Kit', 'Kit de banda de distribución', 'Kit de correia dentada'), 'engine', [7999, 24999], '2-year'],
  [6420, 'belt-tensioner', 'belts-and-hoses', 'azpg1011', n('Belt Tensioner', 'Tensor de banda', 'Tensor da correia'), 'engine', [3499, 9999], 'limited-lifetime'],
  [6430, 'radiator-hose', 'belts-and-hoses', 'azpg1011', n('Radiator Hose', 'Manguera de radiador', 'Mangueira do radiador'), 'platform', [1499, 4999], '1-year', { positions: ['Upper', 'Lower'] }],
  [9010, 'headlight-bulb', 'lighting', 'azpg1012', n('Headlight Bulb', 'Foco de faro', 'Lâmpada do farol'), 'model', [999, 4999], '1-year', { specs: [spec('bulb', SIZE, ['H4', 'H7', 'H11', '9005', '9006', 'H13'])] }],
  [9030, 'headlight-assembly', 'lighting', 'azpg1012', n('Headlight Assembly', 'Faro completo', 'Farol completo'), 'platform', [8999, 29999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [9040, 'tail-light-assembly', 'lighting', 'azpg1012', n('Tail Light Assembly', 'Calavera', 'Lanterna traseira'), 'platform', [5999, 19999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [9050, 'miniature-bulb', 'lighting', 'azpg1012', n('Miniature Bulb', 'Foco miniatura', 'Lâmpada pingo'), 'model', [399, 1299], '90-day', { specs: [spec('bulb', SIZE, ['194', '168', '1156', '3157', '7443'])] }],
  [8852, 'wiper-blade', 'wipers', 'azpg1013', n('Wiper Blade', 'Plumilla limpiaparabrisas', 'Palheta do limpador'), 'model', [1299, 3499], '1-year', { positions: ['Driver Side', 'Passenger Side'], specs: [spec('length', LENGTH, ['16 in', '18 in', '20 in', '22 in', '24 in', '26 in'])] }],
  [8860, 'rear-wiper-blade', 'wipers', 'azpg1013', n('Rear Wiper Blade', 'Plumilla trasera', 'Palheta traseira'), 'model', [999, 2499], '1-year', { specs: [spec('length', LENGTH, ['10 in', '12 in', '14 in'])] }],
  [8870, 'washer-pump', 'wipers', 'azpg1013', n('Windshield Washer Pump', 'Bomba de limpiaparabrisas', 'Bomba do lavador'), 'platform', [1999, 4999], '1-year'],
  [5900, 'muffler', 'exhaust', 'azpg1014', n('Muffler', 'Mofle', 'Silencioso'), 'platform', [4999, 14999], 'limited-lifetime'],
  [5910, 'catalytic-converter', 'exhaust', 'azpg1014', n('Catalytic Converter', 'Convertidor catalítico', 'Catalisador'), 'engine', [19999, 79999], '2-year'],
  [5930, 'exhaust-pipe', 'exhaust', 'azpg1014', n('Exhaust Pipe', 'Tubo de escape', 'Cano de escapamento'), 'platform', [3999, 12999], '1-year'],
  [5940, 'exhaust-clamp', 'exhaust', 'azpg1014', n('Exhaust Clamp', 'Abrazadera de escape', 'Abraçadeira de escapamento'), 'universal', [399, 1499], '90-day', { specs: [spec('diameter', SIZE, ['1.75 in', '2 in', '2.25 in', '2.5 in'])] }],
  [12001, 'floor-mat-set', 'floor-mats', 'azpg1015', n('Floor Mat Set', 'Juego de tapetes', 'Jogo de tapetes'), 'model', [2999, 12999], 'limited-lifetime', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12002, 'cargo-liner', 'floor-mats', 'azpg1015', n('Cargo Liner', 'Tapete de cajuela', 'Tapete de porta-malas'), 'model', [4999, 14999], 'limited-lifetime'],
  [12011, 'seat-cover-set', 'seat-covers', 'azpg1015', n('Seat Cover Set', 'Juego de fundas de asiento', 'Jogo de capas de banco'), 'universal', [2999, 9999], '1-year', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12012, 'steering-wheel-cover', 'seat-covers', 'azpg1015', n('Steering Wheel Cover', 'Funda de volante', 'Capa de volante'), 'universal', [999, 2999], '90-day', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12021, 'phone-mount', 'interior-electronics', 'azpg1016', n('Phone Mount', 'Soporte para celular', 'Suporte para celular'), 'universal', [999, 3999], '1-year'],
  [12022, 'usb-car-charger', 'interior-electronics', 'azpg1016', n('USB Car Charger', 'Cargador USB para auto', 'Carregador veicular USB'), 'universal', [999, 2999], '1-year'],
  [12023, 'dash-cam', 'interior-electronics', 'azpg1016', n('Dash Cam', 'Cámara para tablero', 'Câmera veicular'), 'universal', [4999, 19999], '1-year'],
  [12031, 'car-cover', 'car-covers', 'azpg1017', n('Car Cover', 'Cubierta para auto', 'Capa para carro'), 'model', [4999, 17999], '2-year'],
  [12032, 'windshield-sun-shade', 'car-covers', 'azpg1017', n('Windshield Sun Shade', 'Parasol para parabrisas', 'Para-sol de para-brisa'), 'model', [1499, 4999], '1-year'],
  [12041, 'side-view-mirror', 'mirrors', 'azpg1017', n('Side View Mirror', 'Espejo lateral', 'Retrovisor externo'), 'platform', [3999, 17999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [12042, 'blind-spot-mirror', 'mirrors', 'azpg1017', n('Blind Spot Mirror', 'Espejo de punto ciego', 'Espelho de ponto cego'), 'universal', [599, 1499], '90-day'],
  [12051, 'mud-flap-set', 'mud-flaps', 'azpg1017', n('Mud Flap Set', 'Juego de loderas', 'Jogo de para-barros'), 'model', [1999, 7999], '1-year', { positions: ['Front', 'Rear'] }],
  [12061, 'trailer-hitch', 'hitches', 'azpg1018', n('Trailer Hitch', 'Enganche para remolque', 'Engate de reboque'), 'platform', [14999, 39999], 'lifetime', { specs: [spec('class', TYPE, HITCH_CLASS.values, HITCH_CLASS.localized, { title: 'trail' })] }],
  [12062, 'hitch-ball', 'hitches', 'azpg1018', n('Hitch Ball', 'Bola de enganche', 'Bola de engate'), 'universal', [1499, 3999], 'lifetime', { specs: [spec('diameter', SIZE, ['1-7/8 in', '2 in', '2-5/16 in'])] }],
  [12063, 'ball-mount', 'hitches', 'azpg1018', n('Ball Mount', 'Barra de enganche', 'Haste do engate'), 'universal', [2499, 7999], 'lifetime'],
  [12071, 'trailer-wiring-harness', 'towing-electrical', 'azpg1018', n('Trailer Wiring Harness', 'Arnés eléctrico para remolque', 'Chicote elétrico de reboque'), 'platform', [2999, 8999], '1-year'],
  [12072, 'trailer-connector', 'towing-electrical', 'azpg1018', n('Trailer Connector', 'Conector para remolque', 'Conector de reboque'), 'universal', [999, 2999], '1-year', { specs: [spec('pins', TYPE, CONNECTOR.values, CONNECTOR.localized, { title: 'trail' })] }],
  [12081, 'tonneau-cover', 'truck-bed', 'azpg1019', n('Tonneau Cover', 'Tapa para caja de pickup', 'Capota marítima'), 'model', [19999, 79999], '3-year'],
  [12082, 'bed-liner', 'truck-bed', 'azpg1019', n('Bed Liner', 'Protector de caja', 'Protetor de caçamba'), 'model', [9999, 29999], '3-year'],
  [13001, 'socket-set', 'hand-tools', 'azpg1020', n('Socket Set', 'Juego de dados', 'Jogo de soquetes'), 'universal', [2999, 14999], 'lifetime', { specs: [spec('drive', SIZE, ['1/4 in', '3/8 in', '1/2 in'])] }],
  [13002, 'wrench-set', 'hand-tools', 'azpg1020', n('Combination Wrench Set', 'Juego de llaves combinadas', 'Jogo de chaves combinadas'), 'universal', [2499, 12999], 'lifetime', { specs: [spec('units', TYPE, UNITS.values, UNITS.localized)] }],
  [13003, 'screwdriver-set', 'hand-tools', 'azpg1020', n('Screwdriver Set', 'Juego de desarmadores', 'Jogo de chaves de fenda'), 'universal', [1499, 4999], 'lifetime'],
  [13004, 'torque-wrench', 'hand-tools', 'azpg1020', n('Torque Wrench', 'Torquímetro', 'Torquímetro'), 'universal', [4999, 19999], '1-year', { specs: [spec('drive', SIZE, ['3/8 in', '1/2 in'])] }],
  [13011, 'obd2-scanner', 'diagnostic-tools', 'azpg1021', n('OBD2 Scanner', 'Escáner OBD2', 'Scanner OBD2'), 'universal', [3999, 29999], '1-year'],
  [13012, 'digital-multimeter', 'diagnostic-tools', 'azpg1021', n('Digital Multimeter', 'Multímetro digital', 'Multímetro digital'), 'universal', [1999, 8999], '1-year'],
  [13013, 'battery-tester', 'diagnostic-tools', 'azpg1021', n('Battery Tester', 'Probador de acumuladores', 'Testador de bateria'), 'universal', [2499, 9999], '1-year'],
  [13021, 'floor-jack', 'jacks-and-lifts', 'azpg1022', n('Floor Jack', 'Gato hidráulico de patín', 'Macaco jacaré'), 'universal', [7999, 29999], '1-year', { specs: [spec('capacity', CAPACITY, ['2 t', '3 t', '3.5 t'])] }],
  [13022, 'jack-stands', 'jacks-and-lifts', 'azpg1022', n('Jack Stands', 'Torres de seguridad', 'Cavaletes'), 'universal', [2999, 8999], '1-year', { specs: [spec('capacity', CAPACITY, ['3 t', '6 t'])] }],
  [14001, 'motor-oil', 'motor-oil', 'azpg1023', n('Motor Oil', 'Aceite de motor', 'Óleo de motor'), 'universal', [2499, 4999], '90-day', { specs: [spec('base', TYPE, OIL.values, OIL.localized), spec('viscosity', VISCOSITY, ['0W-20', '5W-20', '5W-30', '10W-30', '15W-40']), oilSize()] }],
  [14002, 'high-mileage-motor-oil', 'motor-oil', 'azpg1023', n('High Mileage Motor Oil', 'Aceite para alto kilometraje', 'Óleo para alta quilometragem'), 'universal', [2799, 5499], '90-day', { specs: [spec('viscosity', VISCOSITY, ['5W-20', '5W-30', '10W-30']), oilSize()] }],
  [14011, 'antifreeze-coolant', 'coolant-and-fluids', 'azpg1024', n('Antifreeze & Coolant', 'Anticongelante', 'Aditivo de radiador'), 'universal', [1499, 3499], '90-day', { hazardous: true }],
  [14012, 'brake-fluid', 'coolant-and-fluids', 'azpg1024', n('Brake Fluid', 'Líquido de frenos', 'Fluido de freio'), 'universal', [699, 1999], '90-day', { hazardous: true, specs: [spec('grade', TYPE, ['DOT 3', 'DOT 4', 'DOT 5.1'])] }],
  [14013, 'transmission-fluid', 'coolant-and-fluids', 'azpg1024', n('Automatic Transmission Fluid', 'Aceite para transmisión automática', 'Fluido de transmissão automática'), 'universal', [899, 2999], '90-day', { specs: [spec('spec', TYPE, ATF.values, ATF.localized, { title: 'trail' })] }],
  [14015, 'windshield-washer-fluid', 'coolant-and-fluids', 'azpg1024', n('Windshield Washer Fluid', 'Líquido limpiaparabrisas', 'Fluido do lavador de para-brisa'), 'universal', [299, 999], '90-day'],
  [14021, 'car-wash-soap', 'car-care', 'azpg1025', n('Car Wash Soap', 'Shampoo para auto', 'Shampoo automotivo'), 'universal', [599, 1999], '90-day'],
  [14022, 'car-wax', 'car-care', 'azpg1025', n('Car Wax', 'Cera para auto', 'Cera automotiva'), 'universal', [999, 3499], '90-day'],
  [14024, 'brake-parts-cleaner', 'car-care', 'azpg1025', n('Brake Parts Cleaner', 'Limpiador de frenos', 'Limpa freios'), 'universal', [399, 1299], '90-day', { hazardous: true }],
  [15001, 'cold-air-intake', 'air-intake', 'azpg1026', n('Cold Air Intake', 'Toma de aire frío', 'Kit de admissão de ar frio'), 'engine', [19999, 49999], '2-year'],
  [15002, 'performance-air-filter', 'air-intake', 'azpg1026', n('Performance Air Filter', 'Filtro de aire de alto flujo', 'Filtro de ar esportivo'), 'engine', [3999, 9999], 'limited-lifetime'],
  [15011, 'cat-back-exhaust', 'performance-exhaust', 'azpg1026', n('Cat-Back Exhaust System', 'Sistema de escape cat-back', 'Sistema de escapamento cat-back'), 'platform', [39999, 129999], '3-year'],
  [15012, 'performance-muffler', 'performance-exhaust', 'azpg1026', n('Performance Muffler', 'Mofle deportivo', 'Silencioso esportivo'), 'platform', [7999, 24999], '3-year'],
  [15021, 'performance-spark-plug', 'performance-ignition', 'azpg1026', n('Performance Spark Plug', 'Bujía de alto desempeño', 'Vela de ignição esportiva'), 'engine', [999, 2499], '1-year', { specs: [spec('tip', MATERIAL, TIP.values.slice(0, 2), { 'en-US': TIP.localized['en-US'].slice(0, 2), 'es-MX': TIP.localized['es-MX'].slice(0, 2), 'pt-BR': TIP.localized['pt-BR'].slice(0, 2) })] }],
  [15022, 'performance-ignition-coil', 'performance-ignition', 'azpg1026', n('Performance Ignition Coil', 'Bobina de alto desempeño', 'Bobina de ignição esportiva'), 'engine', [6999, 17999], '1-year'],

  // Brakes: drum brakes, hydraulics, ABS and parking brake, performance brakes.
  [2001, 'brake-drum', 'brakes', 'azpg1027', n('Brake Drum', 'Tambor de freno', 'Tambor de freio'), 'platform', [3499, 9999], '2-year', { positions: ['Rear'] }],
  [2002, 'wheel-cylinder', 'brakes', 'azpg1027', n('Wheel Cylinder', 'Cilindro de rueda', 'Cilindro de roda'), 'platform', [999, 3499], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [2003, 'drum-brake-hardware-kit', 'brakes', 'azpg1027', n('Drum Brake Hardware Kit', 'Kit de herrajes para freno de tambor', 'Kit de molas e ferragens do freio a tambor'), 'platform', [999, 2999], '1-year', { positions: ['Rear'] }],
  [2004, 'disc-brake-hardware-kit', 'brakes', 'azpg1027', n('Disc Brake Hardware Kit', 'Kit de herrajes para balatas', 'Kit de ferragens das pastilhas de freio'), 'platform', [799, 2499], '1-year', { positions: ['Front', 'Rear'] }],
  [2005, 'brake-self-adjuster-kit', 'brakes', 'azpg1027', n('Brake Self-Adjuster Kit', 'Kit de ajustador automático de freno', 'Kit de regulagem automática do freio'), 'platform', [899, 2499], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [2006, 'parking-brake-shoe-set', 'brakes', 'azpg1028', n('Parking Brake Shoe Set', 'Juego de zapatas de freno de mano', 'Jogo de sapatas do freio de estacionamento'), 'platform', [1999, 4999], 'limited-lifetime'],
  [2007, 'parking-brake-cable', 'brakes', 'azpg1028', n('Parking Brake Cable', 'Chicote de freno de mano', 'Cabo do freio de mão'), 'platform', [1499, 4499], '1-year', { positions: ['Front', 'Rear'] }],
  [2008, 'abs-wheel-speed-sensor', 'brakes', 'azpg1028', n('ABS Wheel Speed Sensor', 'Sensor de velocidad de rueda ABS', 'Sensor de ABS da roda'), 'platform', [1999, 7999], '2-year', { positions: ['Front', 'Rear'] }],
  [2009, 'abs-control-module', 'brakes', 'azpg1028', n('ABS Control Module', 'Módulo de control ABS', 'Módulo do ABS'), 'platform', [14999, 49999], '1-year', { coreChargeUsd: 10000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2010, 'brake-booster', 'brakes', 'azpg1002', n('Brake Booster', 'Booster de frenos', 'Servo-freio'), 'platform', [7999, 24999], 'limited-lifetime', { coreChargeUsd: 3000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2011, 'brake-line', 'brakes', 'azpg1002', n('Brake Line', 'Tubo de freno', 'Tubo de freio'), 'universal', [599, 2499], '1-year', { specs: [spec('length', LENGTH, ['20 in', '30 in', '40 in', '60 in'])] }],
  [2012, 'brake-pad-wear-sensor', 'brakes', 'azpg1001', n('Brake Pad Wear Sensor', 'Sensor de desgaste de balatas', 'Sensor de desgaste da pastilha de freio'), 'platform', [899, 2999], '1-year', { positions: ['Front', 'Rear'] }],
  [2013, 'brake-caliper-bracket', 'brakes', 'azpg1002', n('Brake Caliper Bracket', 'Soporte de caliper', 'Suporte da pinça de freio'), 'platform', [1999, 5999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2014, 'caliper-guide-pin-kit', 'brakes', 'azpg1002', n('Caliper Guide Pin Kit', 'Kit de pernos guía de caliper', 'Kit de pinos-guia da pinça de freio'), 'platform', [699, 1999], '1-year', { positions: ['Front', 'Rear'] }],
  [2015, 'brake-light-switch', 'brakes', 'azpg1028', n('Brake Light Switch', 'Interruptor de luz de freno', 'Interruptor da luz de freio'), 'platform', [999, 3499], '2-year'],
  [2016, 'brake-fluid-reservoir', 'brakes', 'azpg1002', n('Brake Fluid Reservoir', 'Depósito de líquido de frenos', 'Reservatório do fluido de freio'), 'platform', [1499, 4499], '1-year'],
  [2017, 'performance-brake-pad-set', 'brakes', 'azpg1048', n('Performance Brake Pad Set', 'Juego de balatas de alto desempeño', 'Jogo de pastilhas de freio esportivas'), 'platform', [6999, 17999], '1-year', { positions: ['Front', 'Rear'], specs: [spec('friction', MATERIAL, first(FRICTION, 2).values, first(FRICTION, 2).localized)] }],
  [2018, 'drilled-slotted-rotor-kit', 'brakes', 'azpg1048', n('Drilled & Slotted Rotor Kit', 'Kit de discos perforados y ranurados', 'Kit de discos de freio furados e ranhurados'), 'platform', [14999, 39999], '2-year', { positions: ['Front', 'Rear'] }],
  [2019, 'big-brake-kit', 'brakes', 'azpg1048', n('Big Brake Kit', 'Kit de frenos sobredimensionados', 'Kit de freio esportivo (big brake)'), 'platform', [89999, 299999], '2-year', { positions: ['Front', 'Rear'], specs: [spec('pistons', PISTONS, CALIPER_PISTONS.values, CALIPER_PISTONS.localized, { title: 'trail' })] }],
  [2020, 'braided-brake-line-kit', 'brakes', 'azpg1048', n('Stainless Braided Brake Line Kit', 'Kit de mangueras de freno de acero trenzado', 'Kit de flexíveis de freio em aço trançado'), 'platform', [7999, 19999], 'limited-lifetime'],

  // Filters.
  [2101, 'transmission-filter-kit', 'filters', 'azpg1003', n('Transmission Filter Kit', 'Kit de filtro de transmisión', 'Kit de filtro da transmissão'), 'engine', [1499, 4999], '1-year'],
  [2102, 'pcv-valve', 'filters', 'azpg1029', n('PCV Valve', 'Válvula PCV', 'Válvula PCV'), 'engine', [499, 1999], '1-year'],
  [2103, 'crankcase-breather-filter', 'filters', 'azpg1029', n('Crankcase Breather Filter', 'Filtro respiradero de cárter', 'Filtro de respiro do cárter'), 'engine', [599, 1999], '1-year'],
  [2104, 'fuel-pump-strainer', 'filters', 'azpg1030', n('Fuel Pump Strainer', 'Pichancha de bomba de gasolina', 'Pré-filtro da bomba de combustível'), 'platform', [699, 1999], '1-year'],
  [2105, 'fuel-water-separator-filter', 'filters', 'azpg1003', n('Fuel Water Separator Filter', 'Filtro separador de agua', 'Filtro separador de água'), 'engine', [1999, 5999], '1-year'],
  [2106, 'evap-canister', 'filters', 'azpg1029', n('EVAP Canister', 'Cánister de vapores (EVAP)', 'Cânister'), 'platform', [5999, 19999], '2-year'],
  [2107, 'oil-filter-housing', 'filters', 'azpg1003', n('Oil Filter Housing', 'Carcasa de filtro de aceite', 'Carcaça do filtro de óleo'), 'engine', [3999, 14999], 'limited-lifetime'],
  [2108, 'oil-drain-plug', 'filters', 'azpg1003', n('Oil Drain Plug', 'Tapón de cárter', 'Bujão do cárter'), 'engine', [399, 1299], '1-year', { specs: [spec('thread', SIZE, ['M12x1.75', 'M14x1.5', '1/2-20'])] }],
  [2109, 'power-steering-filter', 'filters', 'azpg1034', n('Power Steering Filter', 'Filtro de dirección hidráulica', 'Filtro da direção hidráulica'), 'universal', [799, 2499], '1-year'],
  [2110, 'oil-change-kit', 'filters', 'azpg1003', n('Oil Change Kit', 'Kit de cambio de aceite', 'Kit de troca de óleo'), 'engine', [3999, 8999], '90-day', { specs: [spec('base', TYPE, OIL.values, OIL.localized)] }],

  // Ignition, engine sensors, fuel and emissions.
  [2201, 'distributor-cap', 'ignition', 'azpg1004', n('Distributor Cap', 'Tapa de distribuidor', 'Tampa do distribuidor'), 'engine', [999, 2999], '1-year'],
  [2202, 'distributor-rotor', 'ignition', 'azpg1004', n('Distributor Rotor', 'Rotor de distribuidor', 'Rotor do distribuidor'), 'engine', [499, 1499], '1-year'],
  [2203, 'distributor', 'ignition', 'azpg1004', n('Distributor', 'Distribuidor', 'Distribuidor'), 'engine', [9999, 29999], 'limited-lifetime', { coreChargeUsd: 4000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2204, 'ignition-control-module', 'ignition', 'azpg1004', n('Ignition Control Module', 'Módulo de encendido', 'Módulo de ignição'), 'engine', [3999, 12999], '2-year'],
  [2205, 'ignition-coil-boot', 'ignition', 'azpg1004', n('Ignition Coil Boot', 'Capuchón de bobina', 'Cachimbo da bobina'), 'engine', [499, 1999], '1-year'],
  [2206, 'ignition-switch', 'ignition', 'azpg1004', n('Ignition Switch', 'Switch de encendido', 'Comutador de ignição'), 'platform', [1999, 6999], '2-year'],
  [2207, 'glow-plug', 'ignition', 'azpg1004', n('Glow Plug', 'Bujía de precalentamiento', 'Vela aquecedora'), 'engine', [1499, 4999], '1-year'],
  [2208, 'tune-up-kit', 'ignition', 'azpg1004', n('Tune-Up Kit', 'Kit de afinación', 'Kit de revisão'), 'engine', [3999, 11999], '1-year'],
  [2209, 'knock-sensor', 'ignition', 'azpg1005', n('Knock Sensor', 'Sensor de detonación', 'Sensor de detonação'), 'engine', [1999, 7999], '2-year'],
  [2210, 'crankshaft-position-sensor', 'ignition', 'azpg1005', n('Crankshaft Position Sensor', 'Sensor de posición del cigüeñal', 'Sensor de rotação'), 'engine', [1999, 8999], '2-year'],
  [2211, 'throttle-position-sensor', 'ignition', 'azpg1005', n('Throttle Position Sensor', 'Sensor de posición del acelerador (TPS)', 'Sensor de posição da borboleta (TPS)'), 'engine', [1999, 6999], '2-year'],
  [2212, 'map-sensor', 'ignition', 'azpg1005', n('Manifold Absolute Pressure Sensor', 'Sensor de presión absoluta (MAP)', 'Sensor de pressão absoluta (MAP)'), 'engine', [2499, 8999], '2-year'],
  [2213, 'intake-air-temperature-sensor', 'ignition', 'azpg1005', n('Intake Air Temperature Sensor', 'Sensor de temperatura del aire de admisión', 'Sensor de temperatura do ar de admissão'), 'engine', [1299, 3999], '2-year'],
  [2214, 'vehicle-speed-sensor', 'ignition', 'azpg1005', n('Vehicle Speed Sensor', 'Sensor de velocidad (VSS)', 'Sensor de velocidade'), 'platform', [1999, 5999], '2-year'],
  [2215, 'oil-pressure-sensor', 'ignition', 'azpg1005', n('Oil Pressure Sensor', 'Bulbo de presión de aceite', 'Sensor de pressão do óleo'), 'engine', [999, 4999], '2-year'],
  [2216, 'egr-valve', 'ignition', 'azpg1029', n('EGR Valve', 'Válvula EGR', 'Válvula EGR'), 'engine', [4999, 24999], '2-year'],
  [2217, 'evap-purge-valve', 'ignition', 'azpg1029', n('EVAP Purge Valve', 'Válvula de purga EVAP', 'Válvula de purga do cânister'), 'engine', [1999, 5999], '2-year'],
  [2218, 'idle-air-control-valve', 'ignition', 'azpg1030', n('Idle Air Control Valve', 'Válvula IAC (marcha mínima)', 'Atuador de marcha lenta'), 'engine', [2999, 9999], '2-year'],
  [2219, 'throttle-body', 'ignition', 'azpg1030', n('Throttle Body', 'Cuerpo de aceleración', 'Corpo de borboleta'), 'engine', [9999, 34999], '2-year', { coreChargeUsd: 5000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2220, 'fuel-injector', 'ignition', 'azpg1030', n('Fuel Injector', 'Inyector de combustible', 'Bico injetor'), 'engine', [2999, 12999], '1-year', { specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2221, 'fuel-pump-module', 'ignition', 'azpg1030', n('Fuel Pump Module Assembly', 'Bomba de gasolina', 'Bomba de combustível'), 'platform', [9999, 34999], 'limited-lifetime'],
  [2222, 'fuel-pressure-regulator', 'ignition', 'azpg1030', n('Fuel Pressure Regulator', 'Regulador de presión de combustible', 'Regulador de pressão de combustível'), 'engine', [2499, 8999], '2-year'],
  [2223, 'variable-valve-timing-solenoid', 'ignition', 'azpg1030', n('Variable Valve Timing Solenoid', 'Solenoide de distribución variable (VVT)', 'Válvula solenoide do comando variável'), 'engine', [2999, 9999], '2-year', { positions: ['Intake', 'Exhaust'] }],

  // Batteries, charging and starting.
  [2301, 'voltage-regulator', 'charging-and-starting', 'azpg1007', n('Voltage Regulator', 'Regulador de voltaje', 'Regulador de voltagem'), 'engine', [1999, 5999], '2-year'],
  [2302, 'starter-solenoid', 'charging-and-starting', 'azpg1007', n('Starter Solenoid', 'Solenoide de marcha', 'Automático do motor de partida'), 'engine', [1499, 4999], '2-year'],
  [2303, 'alternator-pulley', 'charging-and-starting', 'azpg1007', n('Alternator Pulley', 'Polea de alternador', 'Polia do alternador'), 'engine', [1999, 6999], '1-year'],
  [2304, 'battery-cable', 'charging-and-starting', 'azpg1031', n('Battery Cable', 'Cable de acumulador', 'Cabo de bateria'), 'universal', [999, 3999], '1-year', { positions: ['Positive', 'Negative'], specs: [spec('gauge', SIZE, ['4 AWG', '2 AWG', '1/0 AWG'])] }],
  [2305, 'battery-hold-down', 'charging-and-starting', 'azpg1031', n('Battery Hold-Down', 'Sujetador de acumulador', 'Fixador da bateria'), 'universal', [599, 1999], '1-year'],
  [2306, 'battery-tray', 'charging-and-starting', 'azpg1031', n('Battery Tray', 'Charola de acumulador', 'Bandeja da bateria'), 'platform', [1499, 4999], '1-year'],
  [2307, 'battery-disconnect-switch', 'charging-and-starting', 'azpg1031', n('Battery Disconnect Switch', 'Cortacorriente de acumulador', 'Chave geral da bateria'), 'universal', [999, 3999], '1-year'],
  [2308, 'battery-charger', 'charging-and-starting', 'azpg1031', n('Battery Charger', 'Cargador de acumuladores', 'Carregador de bateria'), 'universal', [3999, 14999], '1-year', { specs: [spec('amps', POWER, ['2 A', '10 A', '40 A'])] }],
  [2309, 'portable-jump-starter', 'charging-and-starting', 'azpg1031', n('Portable Jump Starter', 'Arrancador portátil', 'Auxiliar de partida portátil'), 'universal', [6999, 19999], '1-year', { hazardous: true, specs: [spec('peak', POWER, ['1000 A', '2000 A', '3000 A'])] }],
  [2310, 'jumper-cables', 'charging-and-starting', 'azpg1031', n('Jumper Cables', 'Cables pasacorriente', 'Cabo auxiliar de partida (chupeta)'), 'universal', [1999, 5999], '1-year', { specs: [spec('length', LENGTH, ['12 ft', '16 ft', '20 ft'])] }],
  [2311, 'powersport-battery', 'charging-and-starting', 'azpg1006', n('Powersport Battery', 'Acumulador para moto', 'Bateria para moto'), 'universal', [4999, 14999], '1-year', { hazardous: true, coreChargeUsd: 1000 }],
  [2312, 'deep-cycle-marine-battery', 'charging-and-starting', 'azpg1006', n('Deep Cycle Marine Battery', 'Acumulador marino de ciclo profundo', 'Bateria náutica de ciclo profundo'), 'universal', [14999, 34999], '2-year', { hazardous: true, coreChargeUsd: 2200, specs: [spec('group', SIZE, ['24', '27', '31'])] }],
  [2313, 'battery-terminal-protector', 'charging-and-starting', 'azpg1031', n('Battery Terminal Protector Spray', 'Protector de terminales en aerosol', 'Protetor de terminais em spray'), 'universal', [499, 1299], '90-day', { hazardous: true }],

  // Cooling, heating and A/C.
  [2401, 'coolant-reservoir', 'cooling', 'azpg1008', n('Coolant Reservoir', 'Depósito de anticongelante', 'Reservatório de expansão'), 'platform', [1999, 5999], '1-year'],
  [2402, 'fan-clutch', 'cooling', 'azpg1008', n('Fan Clutch', 'Fan clutch (embrague de ventilador)', 'Embreagem viscosa do ventilador'), 'engine', [3999, 12999], 'limited-lifetime'],
  [2403, 'radiator-cap', 'cooling', 'azpg1008', n('Radiator Cap', 'Tapón de radiador', 'Tampa do radiador'), 'universal', [599, 1999], '1-year', { specs: [spec('pressure', TYPE, ['13 psi', '16 psi', '18 psi'])] }],
  [2404, 'thermostat-housing', 'cooling', 'azpg1008', n('Thermostat Housing', 'Toma de agua (carcasa de termostato)', 'Carcaça da válvula termostática'), 'engine', [1499, 4999], 'limited-lifetime'],
  [2405, 'coolant-temperature-sensor', 'cooling', 'azpg1005', n('Coolant Temperature Sensor', 'Sensor de temperatura del anticongelante', 'Sensor de temperatura da água'), 'engine', [999, 3999], '2-year'],
  [2406, 'engine-oil-cooler', 'cooling', 'azpg1008', n('Engine Oil Cooler', 'Enfriador de aceite de motor', 'Radiador de óleo do motor'), 'engine', [4999, 19999], '1-year'],
  [2407, 'transmission-oil-cooler', 'cooling', 'azpg1008', n('Transmission Oil Cooler', 'Enfriador de aceite de transmisión', 'Radiador de óleo da transmissão'), 'universal', [3999, 12999], '1-year'],
  [2408, 'heater-core', 'cooling', 'azpg1032', n('Heater Core', 'Radiador de calefacción', 'Radiador do aquecedor'), 'platform', [3999, 12999], 'limited-lifetime'],
  [2409, 'heater-control-valve', 'cooling', 'azpg1032', n('Heater Control Valve', 'Válvula de calefacción', 'Válvula do aquecedor'), 'platform', [1999, 5999], '1-year'],
  [2410, 'ac-compressor', 'cooling', 'azpg1032', n('A/C Compressor', 'Compresor de aire acondicionado', 'Compressor do ar-condicionado'), 'engine', [19999, 59999], '1-year', { coreChargeUsd: 5000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2411, 'ac-condenser', 'cooling', 'azpg1032', n('A/C Condenser', 'Condensador de aire acondicionado', 'Condensador do ar-condicionado'), 'platform', [7999, 24999], '1-year'],
  [2412, 'ac-receiver-drier', 'cooling', 'azpg1032', n('A/C Receiver Drier', 'Filtro deshidratador de A/C', 'Filtro secador do ar-condicionado'), 'platform', [1999, 5999], '1-year'],
  [2413, 'ac-expansion-valve', 'cooling', 'azpg1032', n('A/C Expansion Valve', 'Válvula de expansión de A/C', 'Válvula de expansão do ar-condicionado'), 'platform', [1999, 6999], '1-year'],
  [2414, 'blower-motor', 'cooling', 'azpg1032', n('Blower Motor', 'Motor soplador', 'Motor do ventilador interno'), 'platform', [4999, 14999], '2-year'],
  [2415, 'blower-motor-resistor', 'cooling', 'azpg1032', n('Blower Motor Resistor', 'Resistencia de motor soplador', 'Resistor do ventilador interno'), 'platform', [1499, 4999], '1-year'],

  // Suspension, steering and driveline.
  [2501, 'coil-spring', 'suspension-and-steering', 'azpg1033', n('Coil Spring', 'Resorte de suspensión', 'Mola helicoidal'), 'platform', [4999, 12999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2502, 'leaf-spring', 'suspension-and-steering', 'azpg1033', n('Leaf Spring', 'Muelle', 'Feixe de molas'), 'platform', [9999, 29999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [2503, 'strut-mount', 'suspension-and-steering', 'azpg1033', n('Strut Mount', 'Base de amortiguador', 'Coxim do amortecedor'), 'platform', [1999, 5999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2504, 'engine-mount', 'suspension-and-steering', 'azpg1033', n('Engine Mount', 'Soporte de motor', 'Coxim do motor'), 'engine', [1999, 7999], 'limited-lifetime', { positions: ['Front', 'Rear', 'Driver Side', 'Passenger Side'] }],
  [2505, 'transmission-mount', 'suspension-and-steering', 'azpg1033', n('Transmission Mount', 'Soporte de transmisión', 'Coxim do câmbio'), 'engine', [1499, 5999], 'limited-lifetime'],
  [2506, 'air-suspension-spring', 'suspension-and-steering', 'azpg1033', n('Air Suspension Spring', 'Bolsa de aire de suspensión', 'Bolsa de ar da suspensão'), 'platform', [9999, 29999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2507, 'control-arm-bushing-kit', 'suspension-and-steering', 'azpg1010', n('Control Arm Bushing Kit', 'Kit de bujes de horquilla', 'Kit de buchas da bandeja'), 'platform', [1999, 5999], 'limited-lifetime', { positions: ['Upper', 'Lower'] }],
  [2508, 'sway-bar-bushing', 'suspension-and-steering', 'azpg1010', n('Sway Bar Bushing', 'Goma de barra estabilizadora', 'Bucha da barra estabilizadora'), 'platform', [599, 1999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2509, 'inner-tie-rod-end', 'suspension-and-steering', 'azpg1010', n('Inner Tie Rod End', 'Terminal interior de dirección', 'Barra axial'), 'platform', [1499, 4999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [2510, 'idler-arm', 'suspension-and-steering', 'azpg1010', n('Idler Arm', 'Brazo loco', 'Braço auxiliar da direção'), 'platform', [1999, 5999], 'limited-lifetime'],
  [2511, 'pitman-arm', 'suspension-and-steering', 'azpg1010', n('Pitman Arm', 'Brazo pitman', 'Braço Pitman'), 'platform', [1999, 5999], 'limited-lifetime'],
  [2512, 'center-link', 'suspension-and-steering', 'azpg1010', n('Center Link', 'Barra central de dirección', 'Barra central da direção'), 'platform', [2999, 7999], 'limited-lifetime'],
  [2513, 'trailing-arm', 'suspension-and-steering', 'azpg1010', n('Trailing Arm', 'Brazo de arrastre', 'Braço oscilante traseiro'), 'platform', [3999, 11999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'], specs: [spec('build', MATERIAL, ARM.values, ARM.localized)] }],
  [2514, 'camber-bolt-kit', 'suspension-and-steering', 'azpg1010', n('Camber Bolt Kit', 'Kit de tornillos de alineación (cámber)', 'Kit de parafusos de cambagem'), 'platform', [1499, 3999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2515, 'steering-damper', 'suspension-and-steering', 'azpg1009', n('Steering Damper', 'Amortiguador de dirección', 'Amortecedor de direção'), 'platform', [3999, 9999], 'limited-lifetime'],
  [2516, 'steering-rack', 'suspension-and-steering', 'azpg1034', n('Rack and Pinion', 'Cremallera de dirección', 'Caixa de direção'), 'platform', [14999, 44999], 'limited-lifetime', { coreChargeUsd: 10000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2517, 'steering-gearbox', 'suspension-and-steering', 'azpg1034', n('Steering Gearbox', 'Caja de dirección', 'Setor de direção'), 'platform', [17999, 49999], 'limited-lifetime', { coreChargeUsd: 10000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2518, 'power-steering-pump', 'suspension-and-steering', 'azpg1034', n('Power Steering Pump', 'Bomba de dirección hidráulica', 'Bomba de direção hidráulica'), 'engine', [6999, 19999], 'limited-lifetime', { coreChargeUsd: 4000, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2519, 'power-steering-reservoir', 'suspension-and-steering', 'azpg1034', n('Power Steering Reservoir', 'Depósito de dirección hidráulica', 'Reservatório da direção hidráulica'), 'platform', [1499, 4999], '1-year'],
  [2520, 'wheel-bearing', 'suspension-and-steering', 'azpg1050', n('Wheel Bearing', 'Balero de rueda', 'Rolamento de roda'), 'platform', [1999, 6999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2521, 'wheel-seal', 'suspension-and-steering', 'azpg1050', n('Wheel Seal', 'Retén de rueda', 'Retentor de roda'), 'platform', [599, 1999], '1-year', { positions: ['Front', 'Rear'] }],
  [2522, 'wheel-stud', 'suspension-and-steering', 'azpg1050', n('Wheel Stud', 'Birlo', 'Prisioneiro de roda'), 'platform', [299, 999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2523, 'lug-nut-set', 'suspension-and-steering', 'azpg1050', n('Lug Nut Set', 'Juego de tuercas de rueda', 'Jogo de porcas de roda'), 'universal', [1499, 4999], 'limited-lifetime', { specs: [spec('thread', SIZE, ['M12x1.5', 'M14x1.5', '1/2-20'])] }],
  [2524, 'universal-joint', 'suspension-and-steering', 'azpg1050', n('Universal Joint', 'Cruceta', 'Cruzeta'), 'platform', [1499, 4999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2525, 'driveshaft', 'suspension-and-steering', 'azpg1050', n('Driveshaft', 'Flecha cardán', 'Eixo cardã'), 'platform', [19999, 59999], 'limited-lifetime', { positions: ['Front', 'Rear'], coreChargeUsd: 5000 }],
  [2526, 'cv-boot-kit', 'suspension-and-steering', 'azpg1050', n('CV Boot Kit', 'Kit de cubrepolvo de flecha', 'Kit de coifa da homocinética'), 'platform', [999, 2999], '1-year', { positions: ['Inner', 'Outer'] }],
  [2527, 'lowering-spring-kit', 'suspension-and-steering', 'azpg1047', n('Lowering Spring Kit', 'Kit de resortes para rebajar', 'Kit de molas esportivas de rebaixamento'), 'platform', [19999, 39999], 'limited-lifetime', { specs: [spec('drop', HEIGHT, ['1 in', '1.5 in', '2 in'])] }],
  [2528, 'suspension-lift-kit', 'suspension-and-steering', 'azpg1047', n('Suspension Lift Kit', 'Kit de levante de suspensión', 'Kit de elevação da suspensão (lift)'), 'platform', [29999, 149999], '1-year', { specs: [spec('lift', HEIGHT, ['2 in', '3 in', '4 in', '6 in'])] }],
  [2529, 'leveling-kit', 'suspension-and-steering', 'azpg1047', n('Leveling Kit', 'Kit de nivelación', 'Kit de nivelamento'), 'platform', [7999, 29999], '1-year', { specs: [spec('lift', HEIGHT, ['1.5 in', '2 in', '2.5 in'])] }],
  [2530, 'coilover-kit', 'suspension-and-steering', 'azpg1047', n('Coilover Kit', 'Kit de coilovers', 'Kit de suspensão rosca (coilover)'), 'platform', [69999, 199999], '1-year'],
  [2531, 'performance-sway-bar-kit', 'suspension-and-steering', 'azpg1047', n('Performance Sway Bar Kit', 'Kit de barras estabilizadoras deportivas', 'Kit de barras estabilizadoras esportivas'), 'platform', [19999, 49999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],
  [2532, 'performance-shock-absorber', 'suspension-and-steering', 'azpg1047', n('Performance Shock Absorber', 'Amortiguador de alto desempeño', 'Amortecedor esportivo'), 'platform', [7999, 24999], 'limited-lifetime', { positions: ['Front', 'Rear'] }],

  // Belts, hoses and timing.
  [2601, 'timing-chain-kit', 'belts-and-hoses', 'azpg1035', n('Timing Chain Kit', 'Kit de cadena de distribución', 'Kit de corrente de distribuição'), 'engine', [9999, 34999], '2-year'],
  [2602, 'timing-belt', 'belts-and-hoses', 'azpg1035', n('Timing Belt', 'Banda de distribución', 'Correia dentada'), 'engine', [1999, 6999], '2-year'],
  [2603, 'timing-belt-water-pump-kit', 'belts-and-hoses', 'azpg1035', n('Timing Belt Kit with Water Pump', 'Kit de distribución con bomba de agua', 'Kit de correia dentada com bomba d\'água'), 'engine', [12999, 34999], '2-year'],
  [2604, 'timing-chain-tensioner', 'belts-and-hoses', 'azpg1035', n('Timing Chain Tensioner', 'Tensor de cadena de distribución', 'Tensor da corrente de distribuição'), 'engine', [1999, 7999], '2-year'],
  [2605, 'v-belt', 'belts-and-hoses', 'azpg1011', n('V-Belt', 'Banda en V', 'Correia em V'), 'engine', [999, 2999], 'limited-lifetime'],
  [2606, 'idler-pulley', 'belts-and-hoses', 'azpg1011', n('Idler Pulley', 'Polea loca', 'Polia intermediária'), 'engine', [1499, 4999], 'limited-lifetime'],
  [2607, 'heater-hose', 'belts-and-hoses', 'azpg1011', n('Heater Hose', 'Manguera de calefacción', 'Mangueira do aquecedor'), 'platform', [999, 3499], '1-year', { positions: ['Inlet', 'Outlet'] }],
  [2608, 'bypass-hose', 'belts-and-hoses', 'azpg1011', n('Bypass Hose', 'Manguera de bypass', 'Mangueira de by-pass'), 'engine', [699, 2499], '1-year'],
  [2609, 'pcv-hose', 'belts-and-hoses', 'azpg1029', n('PCV Hose', 'Manguera de PCV', 'Mangueira do respiro'), 'engine', [699, 2499], '1-year'],
  [2610, 'fuel-hose', 'belts-and-hoses', 'azpg1011', n('Fuel Hose', 'Manguera de gasolina', 'Mangueira de combustível'), 'universal', [599, 1999], '1-year', { specs: [spec('id', DIAMETER, ['1/4 in', '5/16 in', '3/8 in'])] }],
  [2611, 'vacuum-hose', 'belts-and-hoses', 'azpg1011', n('Vacuum Hose', 'Manguera de vacío', 'Mangueira de vácuo'), 'universal', [399, 1499], '1-year', { specs: [spec('id', DIAMETER, ['5/32 in', '3/16 in', '7/32 in'])] }],
  [2612, 'hose-clamp', 'belts-and-hoses', 'azpg1011', n('Hose Clamp', 'Abrazadera para manguera', 'Abraçadeira de mangueira'), 'universal', [199, 999], '90-day', { specs: [spec('range', SIZE, ['1/2-1 in', '1-2 in', '2-3 in'])] }],
  [2613, 'air-intake-hose', 'belts-and-hoses', 'azpg1030', n('Air Intake Hose', 'Manguera de admisión de aire', 'Mangueira de admissão de ar'), 'engine', [1999, 5999], '1-year'],
  [2614, 'power-steering-hose', 'belts-and-hoses', 'azpg1011', n('Power Steering Hose', 'Manguera de dirección hidráulica', 'Mangueira da direção hidráulica'), 'platform', [1999, 6999], '1-year', { positions: ['Pressure', 'Return'] }],

  // Lighting.
  [2701, 'fog-light', 'lighting', 'azpg1036', n('Fog Light', 'Faro de niebla', 'Farol de neblina'), 'platform', [2999, 9999], '1-year', { positions: ['Driver Side', 'Passenger Side'], specs: [spec('lamp', TYPE, LAMP.values, LAMP.localized)] }],
  [2702, 'turn-signal-assembly', 'lighting', 'azpg1036', n('Turn Signal Light Assembly', 'Cuarto direccional', 'Lanterna de seta'), 'platform', [1999, 7999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [2703, 'side-marker-light', 'lighting', 'azpg1036', n('Side Marker Light', 'Cuarto lateral', 'Lanterna lateral'), 'platform', [999, 3499], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [2704, 'license-plate-light', 'lighting', 'azpg1036', n('License Plate Light', 'Luz de placa', 'Lanterna de placa'), 'platform', [799, 2499], '1-year'],
  [2705, 'third-brake-light', 'lighting', 'azpg1036', n('Third Brake Light', 'Tercera luz de freno', 'Brake light (terceira luz de freio)'), 'platform', [1999, 6999], '1-year'],
  [2706, 'daytime-running-light', 'lighting', 'azpg1036', n('Daytime Running Light', 'Luz de conducción diurna (DRL)', 'Luz de rodagem diurna (DRL)'), 'platform', [2499, 8999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [2707, 'led-light-bar', 'lighting', 'azpg1036', n('LED Light Bar', 'Barra de luces LED', 'Barra de LED'), 'universal', [4999, 24999], '2-year', { specs: [spec('length', LENGTH, ['20 in', '32 in', '42 in', '50 in'])] }],
  [2708, 'led-work-light-pod', 'lighting', 'azpg1036', n('LED Off-Road Light', 'Faro auxiliar LED', 'Farol auxiliar de LED'), 'universal', [2499, 8999], '2-year'],
  [2709, 'led-bulb', 'lighting', 'azpg1012', n('LED Bulb', 'Foco LED', 'Lâmpada LED'), 'model', [1999, 6999], '2-year', { specs: [spec('bulb', SIZE, ['H11', '9005', '9006', '194', '3157', '7443'])] }],
  [2710, 'hid-xenon-bulb', 'lighting', 'azpg1012', n('HID Xenon Bulb', 'Foco de xenón (HID)', 'Lâmpada de xenônio'), 'model', [3999, 12999], '1-year', { specs: [spec('bulb', SIZE, ['D1S', 'D2S', 'D3S', 'D4S'])] }],
  [2711, 'dome-light', 'lighting', 'azpg1012', n('Dome Light', 'Luz de techo (plafón)', 'Luz de teto (plafon)'), 'platform', [999, 3499], '1-year'],
  [2712, 'headlight-switch', 'lighting', 'azpg1012', n('Headlight Switch', 'Switch de luces', 'Interruptor do farol'), 'platform', [1999, 6999], '2-year'],
  [2713, 'turn-signal-flasher', 'lighting', 'azpg1036', n('Turn Signal Flasher', 'Destellador', 'Relé do pisca-pisca'), 'universal', [599, 2499], '1-year'],
  [2714, 'multifunction-switch', 'lighting', 'azpg1036', n('Multifunction Switch', 'Switch multifunción', 'Chave de seta'), 'platform', [2999, 9999], '2-year'],

  // Wipers and washer.
  [2801, 'wiper-arm', 'wipers', 'azpg1013', n('Wiper Arm', 'Brazo de limpiaparabrisas', 'Braço do limpador'), 'platform', [1499, 4999], '1-year', { positions: ['Driver Side', 'Passenger Side', 'Rear'] }],
  [2802, 'wiper-motor', 'wipers', 'azpg1013', n('Wiper Motor', 'Motor de limpiaparabrisas', 'Motor do limpador'), 'platform', [4999, 14999], 'limited-lifetime', { positions: ['Front', 'Rear'], coreChargeUsd: 1500, specs: [spec('condition', CONDITION_NAME, CONDITION.values, CONDITION.localized)] }],
  [2803, 'wiper-linkage', 'wipers', 'azpg1013', n('Wiper Linkage', 'Varillaje de limpiaparabrisas', 'Mecanismo do limpador'), 'platform', [2999, 8999], '1-year'],
  [2804, 'beam-wiper-blade', 'wipers', 'azpg1013', n('Beam Wiper Blade', 'Plumilla tipo flat', 'Palheta tipo flat'), 'model', [1799, 3999], '1-year', { positions: ['Driver Side', 'Passenger Side'], specs: [spec('length', LENGTH, ['16 in', '18 in', '20 in', '22 in', '24 in', '26 in'])] }],
  [2805, 'wiper-blade-refill', 'wipers', 'azpg1013', n('Wiper Blade Refill', 'Repuesto de hule para plumilla', 'Refil da palheta'), 'universal', [599, 1499], '90-day', { specs: [spec('length', LENGTH, ['16 in', '20 in', '24 in', '28 in'])] }],
  [2806, 'washer-fluid-reservoir', 'wipers', 'azpg1037', n('Washer Fluid Reservoir', 'Depósito de limpiaparabrisas', 'Reservatório do lavador'), 'platform', [2999, 7999], '1-year'],
  [2807, 'washer-nozzle', 'wipers', 'azpg1037', n('Windshield Washer Nozzle', 'Chisguetero', 'Esguicho do lavador'), 'platform', [499, 1999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [2808, 'washer-hose', 'wipers', 'azpg1037', n('Washer Hose', 'Manguera de limpiaparabrisas', 'Mangueira do lavador'), 'universal', [399, 1299], '90-day'],

  // Exhaust.
  [2901, 'exhaust-manifold', 'exhaust', 'azpg1038', n('Exhaust Manifold', 'Múltiple de escape', 'Coletor de escapamento'), 'engine', [9999, 34999], 'limited-lifetime', { positions: ['Driver Side', 'Passenger Side'] }],
  [2902, 'exhaust-manifold-gasket', 'exhaust', 'azpg1038', n('Exhaust Manifold Gasket', 'Empaque de múltiple de escape', 'Junta do coletor de escapamento'), 'engine', [999, 3999], '1-year'],
  [2903, 'exhaust-manifold-stud-kit', 'exhaust', 'azpg1038', n('Exhaust Manifold Stud Kit', 'Kit de birlos de múltiple de escape', 'Kit de prisioneiros do coletor'), 'engine', [999, 2999], '1-year'],
  [2904, 'exhaust-gasket', 'exhaust', 'azpg1038', n('Exhaust Gasket', 'Empaque de escape', 'Junta do escapamento'), 'universal', [399, 1499], '90-day'],
  [2905, 'exhaust-flex-pipe', 'exhaust', 'azpg1014', n('Exhaust Flex Pipe', 'Tubo flexible de escape', 'Flexível do escapamento'), 'universal', [1999, 5999], '1-year', { specs: [spec('diameter', DIAMETER, ['1.75 in', '2 in', '2.25 in', '2.5 in'])] }],
  [2906, 'exhaust-resonator', 'exhaust', 'azpg1014', n('Exhaust Resonator', 'Resonador', 'Silencioso intermediário'), 'platform', [3999, 11999], 'limited-lifetime'],
  [2907, 'exhaust-hanger', 'exhaust', 'azpg1038', n('Exhaust Hanger', 'Colgador de escape', 'Coxim do escapamento'), 'universal', [399, 1499], '1-year'],
  [2908, 'oxygen-sensor-spacer', 'exhaust', 'azpg1029', n('Oxygen Sensor Spacer', 'Espaciador de sensor de oxígeno', 'Espaçador da sonda lambda'), 'universal', [599, 1999], '90-day', { specs: [spec('angle', TYPE, ['Straight', '90°'], { 'en-US': ['Straight', '90°'], 'es-MX': ['Recto', '90°'], 'pt-BR': ['Reto', '90°'] })] }],
  [2909, 'exhaust-heat-shield', 'exhaust', 'azpg1038', n('Exhaust Heat Shield', 'Protector térmico de escape', 'Protetor térmico do escapamento'), 'platform', [1499, 4999], '1-year'],
  [2910, 'exhaust-flange', 'exhaust', 'azpg1038', n('Exhaust Flange', 'Brida de escape', 'Flange do escapamento'), 'universal', [599, 1999], '90-day', { specs: [spec('diameter', DIAMETER, ['2 in', '2.25 in', '2.5 in'])] }],
  [2911, 'exhaust-repair-paste', 'exhaust', 'azpg1038', n('Exhaust Repair Paste', 'Pasta para reparar escape', 'Massa para reparo de escapamento'), 'universal', [499, 1299], '90-day'],
  [2912, 'diesel-particulate-filter', 'exhaust', 'azpg1029', n('Diesel Particulate Filter', 'Filtro de partículas diésel (DPF)', 'Filtro de partículas diesel (DPF)'), 'engine', [99999, 299999], '2-year'],
  [2913, 'direct-fit-catalytic-converter', 'exhaust', 'azpg1029', n('Direct-Fit Catalytic Converter', 'Convertidor catalítico de ajuste directo', 'Catalisador de encaixe direto'), 'platform', [29999, 99999], '2-year', { positions: ['Front', 'Rear'] }],
  [2914, 'tailpipe', 'exhaust', 'azpg1014', n('Tailpipe', 'Tubo de cola', 'Tubo de saída do escapamento'), 'platform', [2499, 7999], '1-year'],

  // Interior accessories.
  [12101, 'all-weather-floor-liner', 'floor-mats', 'azpg1015', n('All-Weather Floor Liner', 'Tapete para cualquier clima', 'Tapete de borracha para qualquer clima'), 'model', [4999, 17999], 'limited-lifetime', { positions: ['Front', 'Rear'], specs: [spec('color', COLOUR, first(COLOR, 2).values, first(COLOR, 2).localized)] }],
  [12102, 'carpet-floor-mat', 'floor-mats', 'azpg1015', n('Carpet Floor Mat', 'Tapete alfombrado', 'Tapete de carpete'), 'model', [2999, 9999], '1-year', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12103, 'trim-to-fit-floor-mat', 'floor-mats', 'azpg1015', n('Trim-to-Fit Floor Mat', 'Tapete universal recortable', 'Tapete universal recortável'), 'universal', [1499, 4999], '1-year', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12104, 'trunk-organizer', 'floor-mats', 'azpg1039', n('Trunk Organizer', 'Organizador de cajuela', 'Organizador de porta-malas'), 'universal', [1999, 4999], '1-year'],
  [12105, 'cargo-net', 'floor-mats', 'azpg1039', n('Cargo Net', 'Red para cajuela', 'Rede de porta-malas'), 'universal', [999, 2999], '1-year'],
  [12111, 'seat-cushion', 'seat-covers', 'azpg1039', n('Seat Cushion', 'Cojín para asiento', 'Almofada para banco'), 'universal', [1999, 5999], '1-year', { specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12112, 'lumbar-support', 'seat-covers', 'azpg1039', n('Lumbar Support', 'Soporte lumbar', 'Apoio lombar'), 'universal', [1499, 4499], '1-year'],
  [12113, 'heated-seat-cushion', 'seat-covers', 'azpg1039', n('Heated Seat Cushion', 'Cojín térmico para asiento', 'Almofada aquecida para banco'), 'universal', [2999, 6999], '1-year'],
  [12114, 'seat-back-organizer', 'seat-covers', 'azpg1039', n('Seat Back Organizer', 'Organizador para respaldo', 'Organizador para encosto'), 'universal', [1299, 3499], '1-year'],
  [12115, 'pet-seat-cover', 'seat-covers', 'azpg1015', n('Pet Seat Cover', 'Funda para mascotas', 'Capa pet para banco traseiro'), 'universal', [2499, 6999], '1-year'],
  [12116, 'seat-belt-pad', 'seat-covers', 'azpg1039', n('Seat Belt Pad', 'Cubrecinturón', 'Protetor de cinto de segurança'), 'universal', [499, 1499], '90-day'],
  [12117, 'custom-fit-seat-cover', 'seat-covers', 'azpg1015', n('Custom-Fit Seat Cover', 'Funda de asiento a la medida', 'Capa de banco sob medida'), 'model', [7999, 24999], '2-year', { positions: ['Front', 'Rear'], specs: [spec('color', COLOUR, COLOR.values, COLOR.localized)] }],
  [12121, 'cup-holder', 'interior-electronics', 'azpg1039', n('Cup Holder', 'Portavasos', 'Porta-copos'), 'universal', [799, 2499], '90-day'],
  [12122, 'sun-visor-extender', 'interior-electronics', 'azpg1039', n('Sun Visor Extender', 'Extensor de visera', 'Extensor de para-sol'), 'universal', [999, 2499], '90-day'],
  [12123, 'seat-gap-filler', 'interior-electronics', 'azpg1039', n('Seat Gap Filler', 'Organizador entre asientos', 'Organizador de vão do banco'), 'universal', [999, 2999], '90-day'],
  [12124, 'wireless-charger-mount', 'interior-electronics', 'azpg1016', n('Wireless Charging Phone Mount', 'Soporte con cargador inalámbrico', 'Suporte com carregador sem fio'), 'universal', [2999, 6999], '1-year'],
  [12125, 'bluetooth-fm-transmitter', 'interior-electronics', 'azpg1016', n('Bluetooth FM Transmitter', 'Transmisor FM Bluetooth', 'Transmissor FM Bluetooth'), 'universal', [1499, 3999], '1-year'],
  [12126, 'power-inverter', 'interior-electronics', 'azpg1016', n('Power Inverter', 'Inversor de corriente', 'Inversor de energia'), 'universal', [2999, 14999], '1-year', { specs: [spec('watts', POWER, ['400 W', '750 W', '1500 W'])] }],
  [12127, 'socket-splitter', 'interior-electronics', 'azpg1016', n('12V Socket Splitter', 'Multicontacto para encendedor', 'Divisor de tomada 12 V'), 'universal', [999, 2999], '1-year'],
  [12128, 'backup-camera', 'interior-electronics', 'azpg1016', n('Backup Camera', 'Cámara de reversa', 'Câmera de ré'), 'universal', [4999, 19999], '1-year'],
  [12129, 'tablet-headrest-mount', 'interior-electronics', 'azpg1016', n('Headrest Tablet Mount', 'Soporte de cabecera para tableta', 'Suporte de encosto de cabeça para tablet'), 'universal', [1499, 3999], '1-year'],

  // Exterior accessories.
  [12131, 'side-window-sun-shade', 'car-covers', 'azpg1017', n('Side Window Sun Shade', 'Cortinilla para ventana', 'Cortina para vidro lateral'), 'universal', [999, 2999], '90-day'],
  [12132, 'hail-protector-cover', 'car-covers', 'azpg1017', n('Hail Protector Cover', 'Cubierta antigranizo', 'Capa antigranizo'), 'model', [9999, 29999], '1-year'],
  [12133, 'windshield-snow-cover', 'car-covers', 'azpg1017', n('Windshield Snow Cover', 'Cubierta para nieve del parabrisas', 'Capa protetora de para-brisa'), 'universal', [1499, 3999], '1-year'],
  [12134, 'motorcycle-cover', 'car-covers', 'azpg1017', n('Motorcycle Cover', 'Funda para motocicleta', 'Capa para moto'), 'universal', [2499, 6999], '1-year'],
  [12135, 'window-tint-film', 'car-covers', 'azpg1040', n('Window Tint Film', 'Película polarizada', 'Película insulfilm'), 'universal', [1499, 4999], '1-year', { specs: [spec('shade', TYPE, ['5%', '20%', '35%', '50%'])] }],
  [12141, 'rearview-mirror', 'mirrors', 'azpg1017', n('Interior Rearview Mirror', 'Espejo retrovisor interior', 'Retrovisor interno'), 'universal', [1999, 7999], '1-year'],
  [12142, 'mirror-glass', 'mirrors', 'azpg1017', n('Mirror Glass', 'Luna de espejo', 'Lente do retrovisor'), 'platform', [1499, 4999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [12143, 'towing-mirror', 'mirrors', 'azpg1018', n('Towing Mirror', 'Espejo para remolque', 'Retrovisor para reboque'), 'platform', [9999, 29999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [12144, 'mirror-cover', 'mirrors', 'azpg1040', n('Mirror Cover', 'Tapa de espejo', 'Capa do retrovisor'), 'platform', [1499, 4999], '1-year', { positions: ['Driver Side', 'Passenger Side'], specs: [spec('finish', FINISH_NAME, first(FINISH, 2).values, first(FINISH, 2).localized)] }],
  [12145, 'baby-back-seat-mirror', 'mirrors', 'azpg1039', n('Baby Back Seat Mirror', 'Espejo para bebé', 'Espelho para bebê'), 'universal', [1299, 2999], '90-day'],
  [12151, 'bug-deflector', 'mud-flaps', 'azpg1017', n('Bug Deflector', 'Deflector de cofre', 'Defletor de capô'), 'model', [4999, 14999], '2-year'],
  [12152, 'window-rain-guards', 'mud-flaps', 'azpg1017', n('Window Rain Guards', 'Deflectores de ventana', 'Calha de chuva'), 'model', [3999, 11999], '2-year'],
  [12153, 'fender-flares', 'mud-flaps', 'azpg1040', n('Fender Flares', 'Extensiones de salpicadera', 'Alargador de para-lama'), 'model', [14999, 49999], '2-year'],
  [12154, 'fender-liner', 'mud-flaps', 'azpg1017', n('Fender Liner', 'Tolva de salpicadera', 'Para-barro da caixa de roda'), 'platform', [1999, 6999], '1-year', { positions: ['Front', 'Rear'] }],
  [12155, 'door-edge-guard', 'mud-flaps', 'azpg1017', n('Door Edge Guard', 'Protector de canto de puerta', 'Protetor de borda de porta'), 'universal', [799, 1999], '1-year'],
  [12156, 'bumper-protector', 'mud-flaps', 'azpg1017', n('Bumper Protector', 'Protector de defensa', 'Protetor de para-choque'), 'universal', [1499, 3999], '1-year', { positions: ['Front', 'Rear'] }],
  [12157, 'grille-guard', 'mud-flaps', 'azpg1040', n('Grille Guard', 'Burrera', 'Quebra-mato'), 'model', [29999, 89999], '2-year', { specs: [spec('finish', FINISH_NAME, FINISH.values, FINISH.localized)] }],
  [12158, 'license-plate-frame', 'mud-flaps', 'azpg1040', n('License Plate Frame', 'Portaplacas', 'Moldura de placa'), 'universal', [599, 1999], '90-day', { specs: [spec('finish', FINISH_NAME, FINISH.values, FINISH.localized)] }],
  [12159, 'emblem', 'mud-flaps', 'azpg1040', n('Emblem', 'Emblema', 'Emblema'), 'model', [999, 3999], '90-day', { specs: [spec('finish', FINISH_NAME, first(FINISH, 2).values, first(FINISH, 2).localized)] }],
  [12160, 'body-side-molding', 'mud-flaps', 'azpg1040', n('Body Side Molding', 'Moldura lateral', 'Friso lateral'), 'model', [1999, 7999], '1-year', { positions: ['Driver Side', 'Passenger Side'] }],
  [12161, 'running-boards', 'mud-flaps', 'azpg1040', n('Running Boards', 'Estribos', 'Estribo lateral'), 'model', [19999, 59999], '2-year', { specs: [spec('finish', FINISH_NAME, FINISH.values, FINISH.localized)] }],

  // Truck and towing.
  [12171, 'hitch-pin-and-clip', 'hitches', 'azpg1018', n('Hitch Pin & Clip', 'Pasador de enganche', 'Pino do engate com trava'), 'universal', [599, 1999], 'lifetime', { specs: [spec('diameter', DIAMETER, ['1/2 in', '5/8 in'])] }],
  [12172, 'safety-chains', 'hitches', 'azpg1018', n('Trailer Safety Chains', 'Cadenas de seguridad', 'Corrente de segurança'), 'universal', [1999, 4999], '1-year'],
  [12173, 'hitch-lock', 'hitches', 'azpg1018', n('Hitch Lock', 'Candado de enganche', 'Trava do engate'), 'universal', [1499, 3999], '1-year'],
  [12174, 'trailer-coupler', 'hitches', 'azpg1018', n('Trailer Coupler', 'Acoplador de remolque', 'Acoplador de reboque'), 'universal', [2499, 7999], '1-year', { specs: [spec('ball', SIZE, ['1-7/8 in', '2 in', '2-5/16 in'])] }],
  [12175, 'trailer-jack', 'hitches', 'azpg1018', n('Trailer Jack', 'Gato para remolque', 'Macaco para reboque'), 'universal', [3999, 12999], '1-year'],
  [12176, 'weight-distribution-hitch', 'hitches', 'azpg1018', n('Weight Distribution Hitch', 'Enganche de distribución de peso', 'Engate com distribuição de peso'), 'universal', [29999, 79999], '3-year'],
  [12177, 'hitch-receiver-cover', 'hitches', 'azpg1018', n('Hitch Receiver Cover', 'Tapón para enganche', 'Tampa do engate'), 'universal', [799, 2499], '90-day'],
  [12178, 'hitch-bike-rack', 'hitches', 'azpg1041', n('Hitch Bike Rack', 'Portabicicletas para enganche', 'Transbike de engate'), 'universal', [9999, 39999], '2-year', { specs: [spec('bikes', CAPACITY, ['2', '4'])] }],
  [12179, 'hitch-cargo-carrier', 'hitches', 'azpg1041', n('Hitch Cargo Carrier', 'Canastilla de carga para enganche', 'Bagageiro de engate'), 'universal', [7999, 24999], '2-year'],
  [12180, 'winch', 'hitches', 'azpg1042', n('Winch', 'Malacate', 'Guincho elétrico'), 'universal', [24999, 89999], 'limited-lifetime', { specs: [spec('capacity', CAPACITY, ['3,500 lb', '9,500 lb', '12,000 lb'])] }],
  [12181, 'tow-strap', 'hitches', 'azpg1042', n('Tow Strap', 'Eslinga de remolque', 'Cinta de reboque'), 'universal', [1999, 4999], '1-year', { specs: [spec('length', LENGTH, ['20 ft', '30 ft'])] }],
  [12182, 'd-ring-shackle', 'hitches', 'azpg1042', n('D-Ring Shackle', 'Grillete', 'Manilha'), 'universal', [999, 2999], 'lifetime'],
  [12183, 'traction-boards', 'hitches', 'azpg1042', n('Recovery Traction Boards', 'Placas de tracción para rescate', 'Prancha de tração para resgate'), 'universal', [4999, 19999], '1-year'],
  [12191, 'trailer-brake-controller', 'towing-electrical', 'azpg1018', n('Trailer Brake Controller', 'Controlador de frenos para remolque', 'Controlador de freio de reboque'), 'universal', [4999, 19999], '2-year'],
  [12192, 'trailer-light-kit', 'towing-electrical', 'azpg1018', n('Trailer Light Kit', 'Kit de luces para remolque', 'Kit de lanternas para reboque'), 'universal', [2499, 7999], '1-year', { specs: [spec('lamp', TYPE, LAMP.values, LAMP.localized)] }],
  [12193, 'trailer-wiring-adapter', 'towing-electrical', 'azpg1018', n('Trailer Wiring Adapter', 'Adaptador de conector para remolque', 'Adaptador de tomada de reboque'), 'universal', [799, 2499], '1-year', { specs: [spec('pins', TYPE, ADAPTER.values, ADAPTER.localized, { title: 'trail' })] }],
  [12194, 'trailer-breakaway-kit', 'towing-electrical', 'azpg1018', n('Trailer Breakaway Kit', 'Kit de frenado de emergencia para remolque', 'Kit de freio de emergência para reboque'), 'universal', [4999, 12999], '1-year'],
  [12195, 'trailer-wire', 'towing-electrical', 'azpg1018', n('Trailer Wire', 'Cable para remolque', 'Fio para reboque'), 'universal', [999, 3999], '90-day', { specs: [spec('length', LENGTH, ['25 ft', '50 ft', '100 ft'])] }],
  [12196, 'magnetic-tow-lights', 'towing-electrical', 'azpg1018', n('Magnetic Tow Lights', 'Luces magnéticas para remolque', 'Kit de luzes magnéticas para reboque'), 'universal', [3999, 9999], '1-year'],
  [12201, 'ratchet-straps', 'truck-bed', 'azpg1041', n('Ratchet Straps', 'Correas con matraca', 'Cinta com catraca'), 'universal', [1499, 4999], '1-year', { specs: [spec('capacity', CAPACITY, ['500 lb', '1,500 lb', '3,300 lb'])] }],
  [12202, 'tie-down-straps', 'truck-bed', 'azpg1041', n('Cam Buckle Tie-Down Straps', 'Correas de amarre', 'Cinta de amarração'), 'universal', [999, 2999], '1-year', { specs: [spec('length', LENGTH, ['6 ft', '12 ft', '16 ft'])] }],
  [12203, 'bungee-cords', 'truck-bed', 'azpg1041', n('Bungee Cord Set', 'Juego de pulpos elásticos', 'Jogo de extensores elásticos (aranha)'), 'universal', [599, 1999], '90-day'],
  [12204, 'truck-bed-extender', 'truck-bed', 'azpg1019', n('Truck Bed Extender', 'Extensor de caja', 'Extensor de caçamba'), 'model', [9999, 24999], '2-year'],
  [12205, 'truck-tool-box', 'truck-bed', 'azpg1019', n('Truck Tool Box', 'Caja de herramientas para pickup', 'Caixa de ferramentas para caçamba'), 'model', [19999, 59999], '3-year', { specs: [spec('build', MATERIAL, BUILD.values, BUILD.localized)] }],
  [12206, 'truck-bed-mat', 'truck-bed', 'azpg1019', n('Truck Bed Mat', 'Tapete para caja de pickup', 'Tapete de caçamba'), 'model', [7999, 17999], '3-year'],
  [12207, 'tailgate-assist', 'truck-bed', 'azpg1019', n('Tailgate Assist Shock', 'Amortiguador de compuerta', 'Amortecedor da tampa traseira'), 'model', [4999, 9999], '1-year'],
  [12208, 'cargo-bar', 'truck-bed', 'azpg1041', n('Cargo Bar', 'Barra de carga', 'Barra de carga'), 'universal', [2499, 5999], '1-year'],
  [12209, 'truck-bed-cargo-net', 'truck-bed', 'azpg1041', n('Truck Bed Cargo Net', 'Red para caja de pickup', 'Rede para caçamba'), 'universal', [1999, 4999], '1-year'],
  [12210, 'sport-bar', 'truck-bed', 'azpg1019', n('Sport Bar', 'Roll bar', 'Santo Antônio'), 'model', [24999, 69999], '2-year', { specs: [spec('finish', FINISH_NAME, FINISH.values, FINISH.localized)] }],
  [12211, 'roof-rack-crossbars', 'truck-bed', 'azpg1041', n('Roof Rack Crossbars', 'Barras de techo', 'Rack de teto'), 'model', [9999, 29999], '2-year'],
  [12212, 'rooftop-cargo-bag', 'truck-bed', 'azpg1041', n('Rooftop Cargo Bag', 'Maleta de techo', 'Bolsa de teto'), 'universal', [4999, 14999], '1-year'],

  // Tools and equipment.
  [13101, 'breaker-bar', 'hand-tools', 'azpg1020', n('Breaker Bar', 'Maneral de fuerza', 'Cabo de força'), 'universal', [1999, 5999], 'lifetime', { specs: [spec('drive', DRIVE, ['3/8 in', '1/2 in', '3/4 in'])] }],
  [13102, 'ratchet', 'hand-tools', 'azpg1020', n('Ratchet', 'Matraca', 'Catraca'), 'universal', [1499, 6999], 'lifetime', { specs: [spec('drive', DRIVE, ['1/4 in', '3/8 in', '1/2 in'])] }],
  [13103, 'impact-socket-set', 'hand-tools', 'azpg1020', n('Impact Socket Set', 'Juego de dados de impacto', 'Jogo de soquetes de impacto'), 'universal', [3999, 14999], 'lifetime', { specs: [spec('units', TYPE, UNITS.values, UNITS.localized), spec('drive', DRIVE, ['3/8 in', '1/2 in'])] }],
  [13104, 'pry-bar-set', 'hand-tools', 'azpg1020', n('Pry Bar Set', 'Juego de barretas', 'Jogo de alavancas'), 'universal', [1999, 5999], 'lifetime', { specs: [spec('pieces', PIECES, ['3 pc', '4 pc', '5 pc'])] }],
  [13105, 'pliers-set', 'hand-tools', 'azpg1020', n('Pliers Set', 'Juego de pinzas', 'Jogo de alicates'), 'universal', [1999, 6999], 'lifetime'],
  [13106, 'hex-key-set', 'hand-tools', 'azpg1020', n('Hex Key Set', 'Juego de llaves Allen', 'Jogo de chaves Allen'), 'universal', [999, 2999], 'lifetime', { specs: [spec('units', TYPE, UNITS.values, UNITS.localized)] }],
  [13107, 'ratcheting-wrench-set', 'hand-tools', 'azpg1020', n('Ratcheting Wrench Set', 'Juego de llaves con matraca', 'Jogo de chaves catraca'), 'universal', [3999, 12999], 'lifetime', { specs: [spec('units', TYPE, UNITS.values, UNITS.localized)] }],
  [13108, 'lug-wrench', 'hand-tools', 'azpg1020', n('Lug Wrench', 'Llave de cruz', 'Chave de roda em cruz'), 'universal', [1499, 3999], 'lifetime'],
  [13109, 'hammer', 'hand-tools', 'azpg1020', n('Hammer', 'Martillo', 'Martelo'), 'universal', [999, 3999], 'lifetime'],
  [13110, 'magnetic-pickup-tool', 'hand-tools', 'azpg1020', n('Magnetic Pickup Tool', 'Recogedor magnético', 'Pegador magnético'), 'universal', [599, 1999], 'lifetime'],
  [13111, 'cordless-impact-wrench', 'hand-tools', 'azpg1020', n('Cordless Impact Wrench', 'Llave de impacto inalámbrica', 'Chave de impacto a bateria'), 'universal', [9999, 29999], '3-year', { specs: [spec('drive', DRIVE, ['3/8 in', '1/2 in'])] }],
  [13112, 'oil-filter-wrench', 'hand-tools', 'azpg1044', n('Oil Filter Wrench', 'Llave para filtro de aceite', 'Chave de filtro de óleo'), 'universal', [799, 2499], 'lifetime'],
  [13113, 'spark-plug-socket', 'hand-tools', 'azpg1044', n('Spark Plug Socket', 'Dado para bujías', 'Soquete de vela'), 'universal', [599, 1999], 'lifetime', { specs: [spec('size', SIZE, ['5/8 in', '13/16 in', '14 mm'])] }],
  [13114, 'brake-caliper-piston-tool', 'hand-tools', 'azpg1044', n('Brake Caliper Piston Tool', 'Compresor de pistón de caliper', 'Recuador de pistão de freio'), 'universal', [1499, 4999], 'lifetime'],
  [13115, 'ball-joint-press', 'hand-tools', 'azpg1044', n('Ball Joint Press', 'Prensa para rótulas', 'Sacador de pivô'), 'universal', [4999, 14999], '1-year'],
  [13116, 'gear-puller-set', 'hand-tools', 'azpg1044', n('Gear Puller Set', 'Juego de extractores de poleas', 'Jogo de saca-polias'), 'universal', [2999, 9999], 'lifetime'],
  [13117, 'tap-and-die-set', 'hand-tools', 'azpg1044', n('Tap and Die Set', 'Juego de machuelos y terrajas', 'Jogo de machos e cossinetes'), 'universal', [2999, 12999], 'lifetime', { specs: [spec('units', TYPE, UNITS.values, UNITS.localized)] }],
  [13118, 'oil-drain-pan', 'hand-tools', 'azpg1043', n('Oil Drain Pan', 'Recipiente para drenar aceite', 'Bandeja coletora de óleo'), 'universal', [999, 2999], '90-day', { specs: [spec('capacity', CAPACITY, ['8 qt', '15 qt'])] }],
  [13119, 'funnel', 'hand-tools', 'azpg1043', n('Funnel', 'Embudo', 'Funil'), 'universal', [299, 1299], '90-day'],
  [13120, 'work-light', 'hand-tools', 'azpg1043', n('LED Work Light', 'Lámpara de trabajo LED', 'Luminária de trabalho LED'), 'universal', [1999, 6999], '1-year'],
  [13121, 'tool-chest', 'hand-tools', 'azpg1043', n('Rolling Tool Chest', 'Gabinete de herramientas con ruedas', 'Gaveteiro de ferramentas com rodízios'), 'universal', [14999, 59999], '1-year'],
  [13122, 'air-compressor', 'hand-tools', 'azpg1043', n('Portable Air Compressor', 'Compresor de aire portátil', 'Compressor de ar portátil'), 'universal', [4999, 24999], '1-year'],
  [13131, 'code-reader', 'diagnostic-tools', 'azpg1021', n('Code Reader', 'Lector de códigos', 'Leitor de códigos'), 'universal', [1999, 7999], '1-year'],
  [13132, 'compression-tester', 'diagnostic-tools', 'azpg1021', n('Compression Tester', 'Probador de compresión', 'Compressômetro'), 'universal', [2999, 7999], '1-year'],
  [13133, 'circuit-tester', 'diagnostic-tools', 'azpg1021', n('Circuit Tester', 'Lámpara de prueba', 'Lâmpada de teste'), 'universal', [599, 1999], '1-year'],
  [13134, 'tire-pressure-gauge', 'diagnostic-tools', 'azpg1021', n('Tire Pressure Gauge', 'Medidor de presión de llantas', 'Calibrador de pneus'), 'universal', [499, 2499], '1-year'],
  [13135, 'cooling-system-pressure-tester', 'diagnostic-tools', 'azpg1021', n('Cooling System Pressure Tester', 'Probador de presión del radiador', 'Testador de pressão do radiador'), 'universal', [4999, 14999], '1-year'],
  [13136, 'fuel-pressure-tester', 'diagnostic-tools', 'azpg1021', n('Fuel Pressure Tester', 'Manómetro de presión de combustible', 'Manômetro de pressão de combustível'), 'universal', [2999, 9999], '1-year'],
  [13137, 'vacuum-gauge', 'diagnostic-tools', 'azpg1021', n('Vacuum Gauge', 'Vacuómetro', 'Vacuômetro'), 'universal', [1499, 3999], '1-year'],
  [13138, 'infrared-thermometer', 'diagnostic-tools', 'azpg1021', n('Infrared Thermometer', 'Termómetro infrarrojo', 'Termômetro infravermelho'), 'universal', [1999, 5999], '1-year'],
  [13139, 'timing-light', 'diagnostic-tools', 'azpg1021', n('Timing Light', 'Lámpara de tiempo', 'Pistola de ponto'), 'universal', [2999, 8999], '1-year'],
  [13140, 'inspection-camera', 'diagnostic-tools', 'azpg1021', n('Inspection Camera', 'Cámara de inspección (boroscopio)', 'Câmera de inspeção (boroscópio)'), 'universal', [3999, 14999], '1-year'],
  [13141, 'tread-depth-gauge', 'diagnostic-tools', 'azpg1021', n('Tread Depth Gauge', 'Medidor de profundidad de dibujo', 'Medidor de profundidade de sulco'), 'universal', [299, 999], '90-day'],
  [13151, 'creeper', 'jacks-and-lifts', 'azpg1043', n('Creeper', 'Camilla para mecánico', 'Esteira para mecânico'), 'universal', [2999, 9999], '1-year'],
  [13152, 'creeper-seat', 'jacks-and-lifts', 'azpg1043', n('Rolling Creeper Seat', 'Banco rodante para taller', 'Banco com rodízios para oficina'), 'universal', [2999, 7999], '1-year'],
  [13153, 'engine-hoist', 'jacks-and-lifts', 'azpg1022', n('Engine Hoist', 'Grúa para motor', 'Guincho girafa'), 'universal', [19999, 49999], '1-year', { specs: [spec('capacity', CAPACITY, ['1 t', '2 t'])] }],
  [13154, 'engine-stand', 'jacks-and-lifts', 'azpg1022', n('Engine Stand', 'Burro para motor', 'Cavalete para motor'), 'universal', [4999, 14999], '1-year'],
  [13155, 'wheel-chocks', 'jacks-and-lifts', 'azpg1022', n('Wheel Chocks', 'Calzas para llantas', 'Calço de roda'), 'universal', [999, 2999], '1-year'],
  [13156, 'bottle-jack', 'jacks-and-lifts', 'azpg1022', n('Bottle Jack', 'Gato de botella', 'Macaco garrafa'), 'universal', [2499, 7999], '1-year', { specs: [spec('capacity', CAPACITY, ['4 t', '8 t', '12 t', '20 t'])] }],
  [13157, 'scissor-jack', 'jacks-and-lifts', 'azpg1022', n('Scissor Jack', 'Gato de tijera', 'Macaco sanfona'), 'universal', [1999, 4999], '1-year'],
  [13158, 'vehicle-ramps', 'jacks-and-lifts', 'azpg1022', n('Vehicle Ramps', 'Rampas para auto', 'Rampa para veículos'), 'universal', [3999, 12999], '1-year'],
  [13159, 'transmission-jack', 'jacks-and-lifts', 'azpg1022', n('Transmission Jack', 'Gato para transmisión', 'Macaco para câmbio'), 'universal', [14999, 39999], '1-year'],
  [13160, 'shop-press', 'jacks-and-lifts', 'azpg1043', n('Hydraulic Shop Press', 'Prensa hidráulica', 'Prensa hidráulica'), 'universal', [19999, 59999], '1-year', { specs: [spec('capacity', CAPACITY, ['12 t', '20 t'])] }],

  // Motor oil, fluids and additives.
  [14101, 'diesel-engine-oil', 'motor-oil', 'azpg1023', n('Diesel Engine Oil', 'Aceite para motor diésel', 'Óleo para motor diesel'), 'universal', [2999, 6999], '90-day', { specs: [spec('viscosity', VISCOSITY, ['10W-30', '15W-40', '5W-40']), oilSize()] }],
  [14102, 'european-formula-motor-oil', 'motor-oil', 'azpg1023', n('European Formula Motor Oil', 'Aceite para autos europeos', 'Óleo para motores europeus'), 'universal', [3499, 6999], '90-day', { specs: [spec('viscosity', VISCOSITY, ['0W-30', '5W-30', '5W-40']), oilSize()] }],
  [14103, 'small-engine-oil', 'motor-oil', 'azpg1023', n('Small Engine Oil', 'Aceite para motores pequeños', 'Óleo para motores pequenos'), 'universal', [499, 1499], '90-day', { specs: [spec('viscosity', VISCOSITY, ['SAE 30', '10W-30'])] }],
  [14104, 'two-cycle-oil', 'motor-oil', 'azpg1023', n('2-Cycle Engine Oil', 'Aceite para motor de 2 tiempos', 'Óleo para motor 2 tempos'), 'universal', [399, 1999], '90-day'],
  [14105, 'motorcycle-oil', 'motor-oil', 'azpg1023', n('Motorcycle Oil', 'Aceite para motocicleta', 'Óleo para moto'), 'universal', [999, 2499], '90-day', { specs: [spec('viscosity', VISCOSITY, ['10W-40', '20W-50'])] }],
  [14106, 'racing-oil', 'motor-oil', 'azpg1023', n('Racing Oil', 'Aceite de competencia', 'Óleo para competição'), 'universal', [1299, 2999], '90-day', { specs: [spec('viscosity', VISCOSITY, ['5W-30', '10W-30', '20W-50'])] }],
  [14111, 'gear-oil', 'coolant-and-fluids', 'azpg1045', n('Gear Oil', 'Aceite para engranes', 'Óleo de engrenagens'), 'universal', [899, 2999], '90-day', { specs: [spec('viscosity', VISCOSITY, ['75W-90', '80W-90', '75W-140'])] }],
  [14112, 'differential-fluid', 'coolant-and-fluids', 'azpg1045', n('Differential Fluid', 'Aceite para diferencial', 'Óleo para diferencial'), 'universal', [1199, 3499], '90-day', { specs: [spec('viscosity', VISCOSITY, ['75W-85', '75W-90', '80W-90'])] }],
  [14113, 'cvt-fluid', 'coolant-and-fluids', 'azpg1045', n('CVT Fluid', 'Aceite para transmisión CVT', 'Fluido para câmbio CVT'), 'universal', [1299, 3999], '90-day'],
  [14114, 'manual-transmission-fluid', 'coolant-and-fluids', 'azpg1045', n('Manual Transmission Fluid', 'Aceite para transmisión estándar', 'Óleo para câmbio manual'), 'universal', [999, 2999], '90-day'],
  [14115, 'power-steering-fluid', 'coolant-and-fluids', 'azpg1024', n('Power Steering Fluid', 'Líquido de dirección hidráulica', 'Fluido de direção hidráulica'), 'universal', [499, 1499], '90-day'],
  [14116, 'radiator-flush', 'coolant-and-fluids', 'azpg1024', n('Radiator Flush', 'Limpiador de radiador', 'Limpa radiador'), 'universal', [599, 1499], '90-day'],
  [14117, 'radiator-stop-leak', 'coolant-and-fluids', 'azpg1024', n('Radiator Stop Leak', 'Sellador de fugas para radiador', 'Selante de radiador'), 'universal', [599, 1999], '90-day'],
  [14118, 'ac-refrigerant', 'coolant-and-fluids', 'azpg1032', n('A/C Refrigerant', 'Gas refrigerante para A/C', 'Gás refrigerante do ar-condicionado'), 'universal', [1999, 7999], '90-day', { hazardous: true, specs: [spec('type', TYPE, ['R-134a', 'R-1234yf'])] }],
  [14119, 'diesel-exhaust-fluid', 'coolant-and-fluids', 'azpg1029', n('Diesel Exhaust Fluid', 'Fluido para escape diésel (DEF)', 'ARLA 32'), 'universal', [999, 2499], '90-day'],
  [14120, 'hydraulic-jack-oil', 'coolant-and-fluids', 'azpg1024', n('Hydraulic Jack Oil', 'Aceite hidráulico para gatos', 'Óleo hidráulico para macacos'), 'universal', [599, 1499], '90-day'],
  [14121, 'multipurpose-grease', 'coolant-and-fluids', 'azpg1024', n('Multipurpose Grease', 'Grasa multiusos', 'Graxa multiuso'), 'universal', [499, 1499], '90-day'],
  [14122, 'penetrating-oil', 'coolant-and-fluids', 'azpg1024', n('Penetrating Oil', 'Aceite penetrante', 'Óleo desengripante'), 'universal', [499, 1499], '90-day', { hazardous: true }],
  [14123, 'rtv-gasket-maker', 'coolant-and-fluids', 'azpg1024', n('RTV Silicone Gasket Maker', 'Silicón formador de juntas', 'Silicone formador de juntas'), 'universal', [599, 1499], '90-day', { specs: [spec('color', COLOUR, ['Black', 'Gray', 'Red', 'Blue'], { 'en-US': ['Black', 'Gray', 'Red', 'Blue'], 'es-MX': ['Negro', 'Gris', 'Rojo', 'Azul'], 'pt-BR': ['Preto', 'Cinza', 'Vermelho', 'Azul'] })] }],
  [14124, 'threadlocker', 'coolant-and-fluids', 'azpg1024', n('Threadlocker', 'Fijador de roscas', 'Trava-roscas'), 'universal', [499, 1299], '90-day', { specs: [spec('strength', TYPE, ['Medium', 'High'], { 'en-US': ['Medium', 'High'], 'es-MX': ['Media', 'Alta'], 'pt-BR': ['Média', 'Alta'] })] }],
  [14125, 'starting-fluid', 'coolant-and-fluids', 'azpg1024', n('Starting Fluid', 'Éter para arranque', 'Spray de partida a frio'), 'universal', [399, 999], '90-day', { hazardous: true }],
  [14126, 'fuel-injector-cleaner', 'coolant-and-fluids', 'azpg1046', n('Fuel Injector Cleaner', 'Limpiador de inyectores', 'Limpa bicos'), 'universal', [599, 1999], '90-day', { hazardous: true, specs: [spec('fuel', FUEL_NAME, FUEL.values, FUEL.localized)] }],
  [14127, 'octane-booster', 'coolant-and-fluids', 'azpg1046', n('Octane Booster', 'Aumentador de octanaje', 'Aditivo elevador de octanagem'), 'universal', [499, 1499], '90-day', { hazardous: true }],
  [14128, 'fuel-stabilizer', 'coolant-and-fluids', 'azpg1046', n('Fuel Stabilizer', 'Estabilizador de gasolina', 'Estabilizador de combustível'), 'universal', [699, 1999], '90-day', { hazardous: true }],
  [14129, 'diesel-anti-gel', 'coolant-and-fluids', 'azpg1046', n('Diesel Anti-Gel Additive', 'Aditivo anticongelante para diésel', 'Aditivo anticongelante para diesel'), 'universal', [699, 1999], '90-day', { hazardous: true }],
  [14130, 'oil-stabilizer', 'coolant-and-fluids', 'azpg1046', n('Oil Stabilizer', 'Estabilizador de aceite', 'Aditivo estabilizador de óleo'), 'universal', [799, 1999], '90-day'],
  [14131, 'engine-oil-stop-leak', 'coolant-and-fluids', 'azpg1046', n('Engine Oil Stop Leak', 'Sellador de fugas de aceite', 'Aditivo selante de vazamento de óleo'), 'universal', [899, 1999], '90-day'],

  // Car care.
  [14201, 'glass-cleaner', 'car-care', 'azpg1025', n('Glass Cleaner', 'Limpiavidrios', 'Limpa-vidros'), 'universal', [399, 1299], '90-day'],
  [14202, 'upholstery-cleaner', 'car-care', 'azpg1025', n('Upholstery Cleaner', 'Limpiador de vestiduras', 'Limpador de estofados'), 'universal', [599, 1499], '90-day'],
  [14203, 'tire-inflator-sealant', 'car-care', 'azpg1025', n('Tire Inflator & Sealant', 'Inflador y sellador de llantas', 'Selante reparador de pneus'), 'universal', [799, 1999], '90-day', { hazardous: true }],
  [14204, 'tire-shine', 'car-care', 'azpg1025', n('Tire Shine', 'Abrillantador de llantas', 'Pretinho para pneus'), 'universal', [499, 1499], '90-day'],
  [14205, 'wheel-cleaner', 'car-care', 'azpg1025', n('Wheel Cleaner', 'Limpiador de rines', 'Limpa rodas'), 'universal', [599, 1999], '90-day'],
  [14206, 'clay-bar-kit', 'car-care', 'azpg1025', n('Clay Bar Kit', 'Kit de barra de arcilla', 'Kit de clay bar'), 'universal', [1499, 3999], '90-day'],
  [14207, 'microfiber-towel', 'car-care', 'azpg1025', n('Microfiber Towel', 'Toalla de microfibra', 'Pano de microfibra'), 'universal', [499, 1999], '90-day'],
  [14208, 'headlight-restoration-kit', 'car-care', 'azpg1025', n('Headlight Restoration Kit', 'Kit restaurador de faros', 'Kit de restauração de faróis'), 'universal', [999, 2999], '90-day'],
  [14209, 'interior-protectant', 'car-care', 'azpg1025', n('Interior Protectant', 'Abrillantador de tablero', 'Revitalizador de plásticos'), 'universal', [499, 1499], '90-day'],
  [14210, 'leather-cleaner-conditioner', 'car-care', 'azpg1025', n('Leather Cleaner & Conditioner', 'Limpiador y acondicionador de piel', 'Limpador e hidratante de couro'), 'universal', [799, 2499], '90-day'],
  [14211, 'air-freshener', 'car-care', 'azpg1039', n('Air Freshener', 'Aromatizante', 'Aromatizante automotivo'), 'universal', [199, 999], '90-day', { specs: [spec('scent', SCENT_NAME, SCENT.values, SCENT.localized)] }],
  [14212, 'bug-and-tar-remover', 'car-care', 'azpg1025', n('Bug & Tar Remover', 'Removedor de insectos y chapopote', 'Removedor de piche e insetos'), 'universal', [499, 1499], '90-day', { hazardous: true }],
  [14213, 'scratch-remover', 'car-care', 'azpg1025', n('Scratch Remover', 'Removedor de rayones', 'Removedor de riscos'), 'universal', [999, 2999], '90-day'],
  [14214, 'touch-up-paint', 'car-care', 'azpg1025', n('Touch-Up Paint', 'Pintura para retoque', 'Caneta de retoque de pintura'), 'model', [999, 2499], '90-day', { hazardous: true }],
  [14215, 'ceramic-coating-spray', 'car-care', 'azpg1025', n('Ceramic Coating Spray', 'Recubrimiento cerámico en aerosol', 'Vitrificador em spray'), 'universal', [1499, 3999], '90-day'],
  [14216, 'wash-mitt', 'car-care', 'azpg1025', n('Wash Mitt', 'Guante de lavado', 'Luva de lavagem'), 'universal', [499, 1499], '90-day'],
  [14217, 'engine-degreaser', 'car-care', 'azpg1025', n('Engine Degreaser', 'Desengrasante de motor', 'Desengraxante de motor'), 'universal', [499, 1499], '90-day', { hazardous: true }],
  [14218, 'throttle-body-cleaner', 'car-care', 'azpg1025', n('Carburetor & Throttle Body Cleaner', 'Limpiador de carburador y cuerpo de aceleración', 'Limpa carburador e TBI'), 'universal', [399, 1199], '90-day', { hazardous: true }],
  [14219, 'maf-sensor-cleaner', 'car-care', 'azpg1025', n('MAF Sensor Cleaner', 'Limpiador de sensor MAF', 'Limpa sensor MAF'), 'universal', [599, 1499], '90-day', { hazardous: true }],
  [14220, 'windshield-de-icer', 'car-care', 'azpg1025', n('Windshield De-Icer', 'Descongelante para parabrisas', 'Descongelante de para-brisa'), 'universal', [399, 999], '90-day', { hazardous: true }],
  [14221, 'ice-scraper', 'car-care', 'azpg1025', n('Ice Scraper', 'Raspador de hielo', 'Raspador de gelo'), 'universal', [299, 1499], '90-day'],

  // Performance.
  [15101, 'throttle-body-spacer', 'air-intake', 'azpg1026', n('Throttle Body Spacer', 'Espaciador de cuerpo de aceleración', 'Espaçador do corpo de borboleta'), 'engine', [4999, 12999], '1-year'],
  [15102, 'short-ram-intake', 'air-intake', 'azpg1026', n('Short Ram Intake', 'Admisión de aire corta (short ram)', 'Kit de admissão short ram'), 'engine', [14999, 34999], '2-year'],
  [15103, 'performance-intake-manifold', 'air-intake', 'azpg1026', n('Performance Intake Manifold', 'Múltiple de admisión de alto desempeño', 'Coletor de admissão esportivo'), 'engine', [29999, 89999], '1-year'],
  [15104, 'performance-throttle-body', 'air-intake', 'azpg1026', n('Performance Throttle Body', 'Cuerpo de aceleración de alto flujo', 'Corpo de borboleta ampliado'), 'engine', [24999, 59999], '1-year'],
  [15105, 'intercooler', 'air-intake', 'azpg1026', n('Intercooler', 'Intercooler', 'Intercooler'), 'engine', [29999, 99999], '2-year'],
  [15106, 'universal-cone-air-filter', 'air-intake', 'azpg1026', n('Universal Cone Air Filter', 'Filtro de aire cónico universal', 'Filtro de ar cônico universal'), 'universal', [2999, 7999], 'limited-lifetime', { specs: [spec('flange', DIAMETER, ['2.5 in', '3 in', '3.5 in', '4 in'])] }],
  [15107, 'air-filter-cleaning-kit', 'air-intake', 'azpg1026', n('Air Filter Cleaning Kit', 'Kit de limpieza para filtro de aire', 'Kit de limpeza para filtro de ar esportivo'), 'universal', [1499, 2999], '90-day', { hazardous: true }],
  [15108, 'blow-off-valve', 'air-intake', 'azpg1049', n('Blow-Off Valve', 'Válvula de alivio (blow-off)', 'Válvula de alívio (blow-off)'), 'engine', [9999, 29999], '1-year'],
  [15111, 'exhaust-headers', 'performance-exhaust', 'azpg1026', n('Exhaust Headers', 'Headers (múltiple tubular)', 'Coletor de escapamento dimensionado'), 'engine', [24999, 99999], '1-year', { specs: [spec('finish', FINISH_NAME, FINISH.values.slice(1), { 'en-US': FINISH.localized['en-US'].slice(1), 'es-MX': FINISH.localized['es-MX'].slice(1), 'pt-BR': FINISH.localized['pt-BR'].slice(1) })] }],
  [15112, 'axle-back-exhaust', 'performance-exhaust', 'azpg1026', n('Axle-Back Exhaust System', 'Sistema de escape axle-back', 'Sistema de escapamento axle-back'), 'platform', [29999, 99999], '3-year'],
  [15113, 'exhaust-tip', 'performance-exhaust', 'azpg1040', n('Exhaust Tip', 'Punta de escape', 'Ponteira de escapamento'), 'universal', [1999, 7999], '1-year', { specs: [spec('finish', FINISH_NAME, FINISH.values, FINISH.localized)] }],
  [15114, 'downpipe', 'performance-exhaust', 'azpg1026', n('Turbo Downpipe', 'Downpipe para turbo', 'Downpipe para turbo'), 'engine', [29999, 89999], '1-year'],
  [15115, 'high-flow-catalytic-converter', 'performance-exhaust', 'azpg1026', n('High-Flow Catalytic Converter', 'Convertidor catalítico de alto flujo', 'Catalisador de alto fluxo'), 'engine', [24999, 69999], '2-year'],
  [15116, 'x-pipe', 'performance-exhaust', 'azpg1026', n('X-Pipe', 'Tubo en X (X-pipe)', 'Tubo X (X-pipe)'), 'platform', [14999, 39999], '2-year'],
  [15121, 'performance-tuner', 'performance-ignition', 'azpg1049', n('Performance Tuner', 'Programador de alto desempeño', 'Chip de potência'), 'engine', [29999, 79999], '1-year', { specs: [spec('fuel', FUEL_NAME, FUEL.values, FUEL.localized)] }],
  [15122, 'throttle-response-controller', 'performance-ignition', 'azpg1049', n('Throttle Response Controller', 'Controlador de respuesta del acelerador', 'Pedal booster'), 'model', [14999, 29999], '1-year'],
  [15123, 'boost-gauge', 'performance-ignition', 'azpg1049', n('Boost Gauge', 'Indicador de presión de turbo', 'Relógio de pressão do turbo'), 'universal', [4999, 17999], '1-year'],
  [15124, 'wideband-air-fuel-gauge', 'performance-ignition', 'azpg1049', n('Wideband Air/Fuel Ratio Gauge', 'Medidor de mezcla aire-combustible (wideband)', 'Medidor de mistura ar-combustível (wideband)'), 'universal', [14999, 29999], '1-year'],
  [15125, 'performance-spark-plug-wire-set', 'performance-ignition', 'azpg1026', n('Performance Spark Plug Wire Set', 'Juego de cables de bujía de alto desempeño', 'Jogo de cabos de vela esportivos'), 'engine', [5999, 14999], 'limited-lifetime', { specs: [spec('diameter', DIAMETER, ['8 mm', '8.5 mm', '10 mm'])] }],
  [15126, 'performance-distributor', 'performance-ignition', 'azpg1026', n('Performance Distributor', 'Distribuidor de alto desempeño', 'Distribuidor esportivo'), 'engine', [19999, 49999], '1-year'],
  [15127, 'cdi-ignition-box', 'performance-ignition', 'azpg1026', n('CDI Ignition Box', 'Caja de encendido CDI', 'Módulo de ignição CDI'), 'universal', [19999, 44999], '1-year'],
];

/**
 * The part types that go by freight carrier, booked for delivery: over the parcel carriers'
 * limits of 150 lb or 165 in of length plus girth (truck caps and covers, guards, running
 * boards, tool chests, shop equipment, long exhaust systems). Migration 0012 flags them in
 * databases seeded before the column existed.
 */
export const FREIGHT_PART_TYPES: ReadonlySet<string> = new Set([
  'tonneau-cover',
  'grille-guard',
  'running-boards',
  'truck-tool-box',
  'sport-bar',
  'tool-chest',
  'engine-hoist',
  'shop-press',
  'transmission-jack',
  'cat-back-exhaust',
]);

/**
 * Which engines and model years a part type belongs to: no distributor on a 2015 engine, no
 * spark plug in a diesel, no glow plug in a gasoline engine, no downpipe without a turbo.
 */
const ERA: Record<string, Pick<PartType, 'needs' | 'years'>> = {
  'spark-plug': { needs: 'spark' },
  'performance-spark-plug': { needs: 'spark' },
  'ignition-coil': { needs: 'spark' },
  'performance-ignition-coil': { needs: 'spark' },
  'ignition-coil-boot': { needs: 'spark' },
  'tune-up-kit': { needs: 'spark' },
  'knock-sensor': { needs: 'spark' },
  'distributor-cap': { needs: 'spark', years: { to: 1999 } },
  'distributor-rotor': { needs: 'spark', years: { to: 1999 } },
  distributor: { needs: 'spark', years: { to: 1999 } },
  'performance-distributor': { needs: 'spark', years: { to: 1999 } },
  'ignition-control-module': { needs: 'spark', years: { to: 2004 } },
  'spark-plug-wire-set': { needs: 'spark', years: { to: 2006 } },
  'performance-spark-plug-wire-set': { needs: 'spark', years: { to: 2006 } },
  'idle-air-control-valve': { needs: 'spark', years: { to: 2010 } },
  'v-belt': { years: { to: 1996 } },
  'glow-plug': { needs: 'diesel' },
  'fuel-water-separator-filter': { needs: 'diesel' },
  'diesel-particulate-filter': { needs: 'diesel', years: { from: 2007 } },
  intercooler: { needs: 'turbo' },
  downpipe: { needs: 'turbo' },
  'blow-off-valve': { needs: 'turbo' },
  'cabin-air-filter': { years: { from: 2000 } },
};

export const PART_TYPES: PartType[] = ROWS.map(([id, slug, category, group, names, fitment, priceUsd, warranty, extra]) => ({
  freight: FREIGHT_PART_TYPES.has(slug),
  id,
  slug,
  category,
  group,
  names,
  fitment,
  priceUsd,
  warranty,
  specs: [],
  ...ERA[slug],
  ...extra,
}));

const brand = (name: string, tier: BrandTier, ...departments: string[]): Brand => ({
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  name,
  tier,
  departments,
});

export const BRANDS: Brand[] = [
  brand('Stopwell', 'premium', 'parts'),
  brand('Ironclad', 'standard', 'parts'),
  brand('RoadMate', 'value', 'parts'),
  brand('Veloxa', 'premium', 'parts', 'performance'),
  brand('Northline', 'standard', 'parts'),
  brand('Cindor', 'value', 'parts'),
  brand('Torqueline', 'premium', 'parts', 'tools-and-equipment'),
  brand('Everpeak', 'standard', 'parts'),
  brand('Kestrel', 'standard', 'parts', 'exterior-accessories'),
  brand('Brightway', 'value', 'parts', 'exterior-accessories'),
  brand('Arcturus', 'premium', 'parts'),
  brand('Halden', 'standard', 'parts'),
  brand('Pinebrook', 'value', 'interior-accessories', 'exterior-accessories'),
  brand('Comfortline', 'standard', 'interior-accessories'),
  brand('Cabinsmith', 'premium', 'interior-accessories'),
  brand('Trailcraft', 'standard', 'interior-accessories', 'truck-and-towing'),
  brand('Shieldtex', 'value', 'exterior-accessories'),
  brand('Clearview', 'standard', 'exterior-accessories'),
  brand('Outrider', 'premium', 'exterior-accessories', 'truck-and-towing'),
  brand('Haulmark', 'standard', 'truck-and-towing'),
  brand('Ridgeback', 'premium', 'truck-and-towing'),
  brand('Towline', 'value', 'truck-and-towing'),
  brand('Forgemaster', 'premium', 'tools-and-equipment'),
  brand('Handyman Pro', 'standard', 'tools-and-equipment'),
  brand('Gridlock Tools', 'value', 'tools-and-equipment'),
  brand('Sensora', 'standard', 'tools-and-equipment'),
  brand('Liftway', 'standard', 'tools-and-equipment'),
  brand('Lubrex', 'premium', 'fluids-and-chemicals'),
  brand('Flowguard', 'standard', 'fluids-and-chemicals'),
  brand('Glossworks', 'standard', 'fluids-and-chemicals'),
  brand('Everclean', 'value', 'fluids-and-chemicals'),
  brand('Coolant King', 'value', 'fluids-and-chemicals'),
  brand('Apex Motorsport', 'premium', 'performance'),
  brand('Redzone Racing', 'standard', 'performance'),
  brand('Boostline', 'standard', 'performance'),
  brand('Sparkfire', 'value', 'performance', 'parts'),
  brand('Maxgrip', 'standard', 'parts'),
  brand('Duraline', 'value', 'parts'),
  brand('Summit Ridge', 'standard', 'truck-and-towing', 'exterior-accessories'),
  brand('Nightpath', 'standard', 'parts', 'interior-accessories'),
];
