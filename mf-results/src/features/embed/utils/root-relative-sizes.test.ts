import { describe, expect, it } from 'vitest';
import { remToEmbedPx } from './root-relative-sizes';

describe('remToEmbedPx', () => {
  it('writes every rem length in px at the embed root’s 16px', () => {
    expect(remToEmbedPx('1rem')).toBe('16px');
    expect(remToEmbedPx('0.75rem 1rem')).toBe('12px 16px');
    expect(remToEmbedPx('.5rem')).toBe('8px');
    expect(remToEmbedPx('var(--radius, 0.75rem)')).toBe('var(--radius, 12px)');
    expect(remToEmbedPx('calc(100% - 1.35rem)')).toBe('calc(100% - 21.6px)');
    expect(remToEmbedPx('clamp(1rem, 2.5vw, 2.5rem)')).toBe('clamp(16px, 2.5vw, 40px)');
  });

  it('leaves other units and words alone', () => {
    expect(remToEmbedPx('1.5em 2px 10%')).toBe('1.5em 2px 10%');
    expect(remToEmbedPx('var(--lorem)')).toBe('var(--lorem)');
    expect(remToEmbedPx('url(icon-1rem.svg)')).toBe('url(icon-1rem.svg)');
  });
});
