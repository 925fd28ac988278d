import { describe, expect, it } from 'vitest';
import { replayTarget as scriptReplayTarget } from '../../../scripts/lib/postgres-replica.mjs';
import { replayTarget } from './read-routing';

describe('the WAL position a fresh read waits for', () => {
  it('is the insert position, or the start of the page when it stands just past a page header', () => {
    expect(replayTarget('0/3000128')).toBe('0/3000128');
    // Past a short page header (24 bytes) inside a segment: the page's start.
    expect(replayTarget('0/3002018')).toBe('0/3002000');
    // Past the long header (40 bytes) at a segment's start.
    expect(replayTarget('1/A3000028')).toBe('1/A3000000');
    expect(replayTarget('16/B374D848')).toBe('16/B374D848');
  });

  it('is the same in the replica script', () => {
    for (const lsn of ['0/3000128', '0/3002018', '1/A3000028', '16/B374D848']) expect(scriptReplayTarget(lsn)).toBe(replayTarget(lsn));
  });
});
