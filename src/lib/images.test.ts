import { describe, expect, it } from 'vitest';
import { partImagePath } from './images';

describe('part card image paths', () => {
  it('use part_group for azpg ids and part_terminology otherwise, per locale', () => {
    expect(partImagePath('azpg1001', 'en-US')).toBe('/images/part_group/en-US/azpg1001.jpg');
    expect(partImagePath(1684, 'es-MX')).toBe('/images/part_terminology/es-MX/1684.jpg');
  });

  it('go to the configured image host', () => {
    expect(partImagePath(1684, 'pt-BR', 'https://img.redline.example/')).toBe('https://img.redline.example/part_terminology/pt-BR/1684.jpg');
  });
});
