import type { Locale } from '@/lib/markets';

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
  warranty: '90-day' | '1-year' | '2-year' | '3-year' | 'limited-lifetime' | 'lifetime';
  specs: SpecTemplate[];
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

export const POSITION_NAMES: Record<string, Names> = {
  Front: n('Front', 'Delantera', 'Dianteira'),
  Rear: n('Rear', 'Trasera', 'Traseira'),
  'Driver Side': n('Driver Side', 'Lado del conductor', 'Lado do motorista'),
  'Passenger Side': n('Passenger Side', 'Lado del copiloto', 'Lado do passageiro'),
  Upper: n('Upper', 'Superior', 'Superior'),
  Lower: n('Lower', 'Inferior', 'Inferior'),
  Upstream: n('Upstream', 'Antes del catalizador', 'Antes do catalisador'),
  Downstream: n('Downstream', 'Después del catalizador', 'Depois do catalisador'),
};

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
];

const spec = (key: string, names: Names, values: string[], localizedValues?: Record<Locale, string[]>): SpecTemplate => ({ key, names, values, localizedValues });
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
const COLOR = words([
  ['Black', 'Negro', 'Preto'],
  ['Gray', 'Gris', 'Cinza'],
  ['Tan', 'Beige', 'Bege'],
]);

const MATERIAL = n('Material', 'Material', 'Material');
const TYPE = n('Type', 'Tipo', 'Tipo');
const LENGTH = n('Length', 'Largo', 'Comprimento');
const VISCOSITY = n('Viscosity', 'Viscosidad', 'Viscosidade');
const SIZE = n('Size', 'Medida', 'Tamanho');
const CAPACITY = n('Capacity', 'Capacidad', 'Capacidade');
const COLOUR = n('Color', 'Color', 'Cor');

type Row = [id: number, slug: string, category: string, group: string, names: Names, fitment: FitmentRule, price: [number, number], warranty: PartType['warranty'], extra?: Partial<PartType>];

const ROWS: Row[] = [
  [1684, 'brake-pad-set', 'brakes', 'azpg1001', n('Brake Pad Set', 'Juego de balatas', 'Jogo de pastilhas de freio'), 'platform', [2999, 8999], 'limited-lifetime', { positions: ['Front', 'Rear'], specs: [spec('friction', MATERIAL, FRICTION.values, FRICTION.localized)] }],
  [1896, 'brake-rotor', 'brakes', 'azpg1001', n('Brake Rotor', 'Disco de freno', 'Disco de freio'), 'platform', [3499, 12999], '2-year', { positions: ['Front', 'Rear'], specs: [spec('finish', TYPE, ROTOR.values, ROTOR.localized)] }],
  [1744, 'brake-shoe-set', 'brakes', 'azpg1001', n('Brake Shoe Set', 'Juego de zapatas de freno', 'Jogo de sapatas de freio'), 'platform', [2499, 5999], 'limited-lifetime', { positions: ['Rear'] }],
  [1736, 'brake-caliper', 'brakes', 'azpg1002', n('Brake Caliper', 'Caliper de freno', 'Pinça de freio'), 'platform', [4999, 16999], 'limited-lifetime', { positions: ['Front', 'Rear'], coreChargeUsd: 3500, specs: [spec('condition', TYPE, CONDITION.values, CONDITION.localized)] }],
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
  [1320, 'battery', 'charging-and-starting', 'azpg1006', n('Battery', 'Acumulador', 'Bateria'), 'model', [12999, 27999], '3-year', { hazardous: true, coreChargeUsd: 2200, specs: [spec('group', SIZE, ['24F', '35', '48', '51R', '65', 'H6', 'H7'])] }],
  [1340, 'alternator', 'charging-and-starting', 'azpg1007', n('Alternator', 'Alternador', 'Alternador'), 'engine', [14999, 39999], 'limited-lifetime', { coreChargeUsd: 5000, specs: [spec('condition', TYPE, CONDITION.values, CONDITION.localized)] }],
  [7396, 'starter', 'charging-and-starting', 'azpg1007', n('Starter', 'Marcha', 'Motor de partida'), 'engine', [12999, 34999], 'limited-lifetime', { coreChargeUsd: 4500, specs: [spec('condition', TYPE, CONDITION.values, CONDITION.localized)] }],
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
  [9050, 'miniature-bulb', 'lighting', 'azpg1012', n('Miniature Bulb', 'Foco miniatura', 'Lâmpada pingo'), 'universal', [399, 1299], '90-day', { specs: [spec('bulb', SIZE, ['194', '168', '1156', '3157', '7443'])] }],
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
  [12061, 'trailer-hitch', 'hitches', 'azpg1018', n('Trailer Hitch', 'Enganche para remolque', 'Engate de reboque'), 'platform', [14999, 39999], 'lifetime', { specs: [spec('class', TYPE, ['Class I', 'Class II', 'Class III', 'Class IV'])] }],
  [12062, 'hitch-ball', 'hitches', 'azpg1018', n('Hitch Ball', 'Bola de enganche', 'Bola de engate'), 'universal', [1499, 3999], 'lifetime', { specs: [spec('diameter', SIZE, ['1-7/8 in', '2 in', '2-5/16 in'])] }],
  [12063, 'ball-mount', 'hitches', 'azpg1018', n('Ball Mount', 'Barra de enganche', 'Haste do engate'), 'universal', [2499, 7999], 'lifetime'],
  [12071, 'trailer-wiring-harness', 'towing-electrical', 'azpg1018', n('Trailer Wiring Harness', 'Arnés eléctrico para remolque', 'Chicote elétrico de reboque'), 'platform', [2999, 8999], '1-year'],
  [12072, 'trailer-connector', 'towing-electrical', 'azpg1018', n('Trailer Connector', 'Conector para remolque', 'Conector de reboque'), 'universal', [999, 2999], '1-year', { specs: [spec('pins', TYPE, ['4-Way Flat', '5-Way Flat', '7-Way Round'])] }],
  [12081, 'tonneau-cover', 'truck-bed', 'azpg1019', n('Tonneau Cover', 'Tapa para caja de pickup', 'Capota marítima'), 'model', [19999, 79999], '3-year'],
  [12082, 'bed-liner', 'truck-bed', 'azpg1019', n('Bed Liner', 'Protector de caja', 'Protetor de caçamba'), 'model', [9999, 29999], '3-year'],
  [13001, 'socket-set', 'hand-tools', 'azpg1020', n('Socket Set', 'Juego de dados', 'Jogo de soquetes'), 'universal', [2999, 14999], 'lifetime', { specs: [spec('drive', SIZE, ['1/4 in', '3/8 in', '1/2 in'])] }],
  [13002, 'wrench-set', 'hand-tools', 'azpg1020', n('Combination Wrench Set', 'Juego de llaves combinadas', 'Jogo de chaves combinadas'), 'universal', [2499, 12999], 'lifetime', { specs: [spec('units', TYPE, ['SAE', 'Metric'])] }],
  [13003, 'screwdriver-set', 'hand-tools', 'azpg1020', n('Screwdriver Set', 'Juego de desarmadores', 'Jogo de chaves de fenda'), 'universal', [1499, 4999], 'lifetime'],
  [13004, 'torque-wrench', 'hand-tools', 'azpg1020', n('Torque Wrench', 'Torquímetro', 'Torquímetro'), 'universal', [4999, 19999], '1-year', { specs: [spec('drive', SIZE, ['3/8 in', '1/2 in'])] }],
  [13011, 'obd2-scanner', 'diagnostic-tools', 'azpg1021', n('OBD2 Scanner', 'Escáner OBD2', 'Scanner OBD2'), 'universal', [3999, 29999], '1-year'],
  [13012, 'digital-multimeter', 'diagnostic-tools', 'azpg1021', n('Digital Multimeter', 'Multímetro digital', 'Multímetro digital'), 'universal', [1999, 8999], '1-year'],
  [13013, 'battery-tester', 'diagnostic-tools', 'azpg1021', n('Battery Tester', 'Probador de acumuladores', 'Testador de bateria'), 'universal', [2499, 9999], '1-year'],
  [13021, 'floor-jack', 'jacks-and-lifts', 'azpg1022', n('Floor Jack', 'Gato hidráulico de patín', 'Macaco jacaré'), 'universal', [7999, 29999], '1-year', { specs: [spec('capacity', CAPACITY, ['2 t', '3 t', '3.5 t'])] }],
  [13022, 'jack-stands', 'jacks-and-lifts', 'azpg1022', n('Jack Stands', 'Torres de seguridad', 'Cavaletes'), 'universal', [2999, 8999], '1-year', { specs: [spec('capacity', CAPACITY, ['3 t', '6 t'])] }],
  [14001, 'motor-oil', 'motor-oil', 'azpg1023', n('Motor Oil', 'Aceite de motor', 'Óleo de motor'), 'universal', [2499, 4999], '90-day', { specs: [spec('base', TYPE, OIL.values, OIL.localized), spec('viscosity', VISCOSITY, ['0W-20', '5W-20', '5W-30', '10W-30', '15W-40'])] }],
  [14002, 'high-mileage-motor-oil', 'motor-oil', 'azpg1023', n('High Mileage Motor Oil', 'Aceite para alto kilometraje', 'Óleo para alta quilometragem'), 'universal', [2799, 5499], '90-day', { specs: [spec('viscosity', VISCOSITY, ['5W-20', '5W-30', '10W-30'])] }],
  [14011, 'antifreeze-coolant', 'coolant-and-fluids', 'azpg1024', n('Antifreeze & Coolant', 'Anticongelante', 'Aditivo de radiador'), 'universal', [1499, 3499], '90-day', { hazardous: true }],
  [14012, 'brake-fluid', 'coolant-and-fluids', 'azpg1024', n('Brake Fluid', 'Líquido de frenos', 'Fluido de freio'), 'universal', [699, 1999], '90-day', { hazardous: true, specs: [spec('grade', TYPE, ['DOT 3', 'DOT 4', 'DOT 5.1'])] }],
  [14013, 'transmission-fluid', 'coolant-and-fluids', 'azpg1024', n('Automatic Transmission Fluid', 'Aceite para transmisión automática', 'Fluido de transmissão automática'), 'universal', [899, 2999], '90-day', { specs: [spec('spec', TYPE, ['Dexron VI', 'Mercon LV', 'ATF+4', 'Multi-Vehicle'])] }],
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
];

export const PART_TYPES: PartType[] = ROWS.map(([id, slug, category, group, names, fitment, priceUsd, warranty, extra]) => ({
  id,
  slug,
  category,
  group,
  names,
  fitment,
  priceUsd,
  warranty,
  specs: [],
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
