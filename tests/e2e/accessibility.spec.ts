import { createRequire } from 'node:module';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

for (const path of ['/', '/es-MX', '/pt-BR']) {
  for (const width of [390, 1280]) {
    test(`home ${path} at ${width}px has no serious or critical accessibility violations`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations;
      });
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  }
}
