import { describe, expect, it } from 'vitest';
import { normaliseSegments } from './service';

describe('content segments', () => {
  it('lower-cases, de-duplicates and sorts the comma-joined list', () => {
    expect(normaliseSegments('Rewards,guest, rewards ,')).toEqual(['guest', 'rewards']);
  });

  it('drops tokens that are not segment names', () => {
    expect(normaliseSegments("guest,'; drop table x;--,a b")).toEqual(['guest']);
    expect(normaliseSegments(null)).toEqual([]);
  });
});
