import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPS_MAIN_ID } from './main-id';

const OPS_APP = path.resolve(import.meta.dirname, '../../app/ops');

/** The back office's page files (page.tsx, not-found.tsx) that draw the bar (OpsHeader). */
function pagesWithTheBar(): string[] {
  return fs
    .readdirSync(OPS_APP, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)(page|not-found)\.tsx$/.test(file))
    .filter((file) => fs.readFileSync(path.join(OPS_APP, file), 'utf8').includes('<OpsHeader'));
}

describe('the back office\'s "skip to content" link', () => {
  it('jumps to OPS_MAIN_ID, which the bar links to', () => {
    expect(fs.readFileSync(path.resolve(import.meta.dirname, 'OpsMenu.tsx'), 'utf8')).toContain('href={`#${OPS_MAIN_ID}`}');
  });

  it('lands on the <main> of every page that draws the bar, which takes the focus', () => {
    const pages = pagesWithTheBar();
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.filter((file) => {
      const source = fs.readFileSync(path.join(OPS_APP, file), 'utf8');
      const mains = source.match(/<main\b[^>]*>/g) ?? [];
      return mains.length === 0 || mains.some((tag) => !tag.includes(`id="${OPS_MAIN_ID}"`) || !tag.includes('tabIndex={-1}'));
    });
    expect(missing).toEqual([]);
  });
});
