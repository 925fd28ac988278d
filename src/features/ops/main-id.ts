/** The id of every back-office page's `<main>`: the bar's "skip to content" link jumps to it (pages write it as a literal, src/features/ops/skip-link.test.ts checks). */
export const OPS_MAIN_ID = 'ops-main';
