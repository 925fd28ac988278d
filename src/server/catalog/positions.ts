import type { Locale } from '@/lib/markets';

const n = (en: string, es: string, pt: string): Record<Locale, string> => ({ 'en-US': en, 'es-MX': es, 'pt-BR': pt });

/**
 * Where on the vehicle a part goes ("Front", "Driver Side"), named in every locale: the
 * storefront's words for a product's position, which the catalogue import accepts (in any
 * case) and the demo generator puts in titles.
 */
export const POSITION_NAMES: Record<string, Record<Locale, string>> = {
  Front: n('Front', 'Delantera', 'Dianteira'),
  Rear: n('Rear', 'Trasera', 'Traseira'),
  'Driver Side': n('Driver Side', 'Lado del conductor', 'Lado do motorista'),
  'Passenger Side': n('Passenger Side', 'Lado del copiloto', 'Lado do passageiro'),
  Upper: n('Upper', 'Superior', 'Superior'),
  Lower: n('Lower', 'Inferior', 'Inferior'),
  Upstream: n('Upstream', 'Antes del catalizador', 'Antes do catalisador'),
  Downstream: n('Downstream', 'Después del catalizador', 'Depois do catalisador'),
  Inner: n('Inner', 'Interior', 'Interno'),
  Outer: n('Outer', 'Exterior', 'Externo'),
  Intake: n('Intake', 'Admisión', 'Admissão'),
  Exhaust: n('Exhaust', 'Escape', 'Escape'),
  Positive: n('Positive', 'Positivo', 'Positivo'),
  Negative: n('Negative', 'Negativo', 'Negativo'),
  Inlet: n('Inlet', 'Entrada', 'Entrada'),
  Outlet: n('Outlet', 'Salida', 'Saída'),
  Pressure: n('Pressure', 'Presión', 'Pressão'),
  Return: n('Return', 'Retorno', 'Retorno'),
};
