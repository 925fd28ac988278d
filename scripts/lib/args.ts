import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ZodError } from 'zod';
import { DomainError } from '../../src/server/platform/domain-error';
import { ApiError } from '../../src/server/platform/http';

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

/** What an operator reads when a command fails: the API's code and text, each schema problem with its path, or the error's message. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError || error instanceof DomainError) return `${error.detail.errorCode}: ${error.detail.errorMessageDefault}`;
  if (error instanceof ZodError) return error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('\n');
  return error instanceof Error ? error.message : String(error);
}
