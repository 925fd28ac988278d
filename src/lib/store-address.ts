/** What an address needs to be written in its market's way. */
export interface StoreAddressParts {
  countryCode: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * A store's address as its market writes it, one entry per line:
 * US "123 Main St" / "Austin, TX 78701";
 * Mexico "Av. Juárez 100" / "Col. Centro" / "44100 Guadalajara, JAL";
 * Brazil "Av. Paulista, 1000" / "São Paulo - SP" / "CEP 01310-100".
 */
export function storeAddressLines(a: StoreAddressParts): string[] {
  const second = a.address2 && a.address2.trim() && a.address2.trim() !== 'null' ? [a.address2.trim()] : [];
  if (a.countryCode === 'MX') return [a.address1, ...second, `${a.postalCode} ${a.city}, ${a.state}`];
  if (a.countryCode === 'BR') return [a.address1, ...second, `${a.city} - ${a.state}`, `CEP ${a.postalCode}`];
  return [a.address1, ...second, `${a.city}, ${a.state} ${a.postalCode}`];
}

/**
 * A shopper's address (shipping, billing) as its market writes it: the name, then the lines of `storeAddressLines`.
 * Brazil's keeps the número and the bairro apart: "Rua XV de Novembro, 700 - Apto 12" / "Centro" / "Curitiba - PR" / "CEP 80020-310".
 */
export function personAddressLines(
  a: { firstName: string; lastName: string; address1: string; address2?: string | null; city: string; state: string; postalCode: string; number?: string; neighborhood?: string },
  countryCode: string,
): string[] {
  const name = `${a.firstName} ${a.lastName}`.trim();
  if (countryCode === 'BR' && a.number) {
    const complement = a.address2?.trim() ? ` - ${a.address2.trim()}` : '';
    const cep = /^\d{8}$/.test(a.postalCode) ? `${a.postalCode.slice(0, 5)}-${a.postalCode.slice(5)}` : a.postalCode;
    return [...(name ? [name] : []), `${a.address1}, ${a.number}${complement}`, ...(a.neighborhood ? [a.neighborhood] : []), `${a.city} - ${a.state}`, `CEP ${cep}`];
  }
  return [...(name ? [name] : []), ...storeAddressLines({ countryCode, address1: a.address1, address2: a.address2 ?? null, city: a.city, state: a.state, postalCode: a.postalCode })];
}
