import { parseArgs, type ParseArgsConfig } from 'node:util';

/** An operator command's arguments (node's parseArgs, positionals allowed); an unknown option prints the usage and exits 2. */
export function commandLine<const T extends Omit<ParseArgsConfig, 'args' | 'allowPositionals'>>(config: T, usage: string) {
  try {
    return parseArgs({ ...config, allowPositionals: true as const });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    process.exit(2);
  }
}

/** `--line <sku>:<quantity>` options as lines (a quantity left out is 1). */
export function skuLines(specs: string[] = []): { sku: string; quantity: number }[] {
  return specs.map((spec) => {
    const [sku, quantity] = spec.split(':');
    return { sku: sku!, quantity: Number(quantity ?? 1) };
  });
}
