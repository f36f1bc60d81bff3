import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONFUSABLES_MIGRATION, confusablesData, confusablesSql, generatedBlock } from './confusables.js';

describe('the confusables data of the look-alike options migration', () => {
  it('is exactly what the generator makes from the package’s data (run gen:confusables for a new migration)', () => {
    expect(generatedBlock(readFileSync(CONFUSABLES_MIGRATION, 'utf8'))).toBe(confusablesSql());
  });

  it('is Unicode’s confusables.txt: Cyrillic and Greek look-alikes have Latin prototypes, rn is the prototype of m', () => {
    const data = confusablesData();
    expect(Object.keys(data).length).toBeGreaterThan(6000);
    expect(data['\u043e']).toBe('o'); // CYRILLIC SMALL LETTER O
    expect(data['\u03bf']).toBe('o'); // GREEK SMALL LETTER OMICRON
    expect(data['\u0410']).toBe('A'); // CYRILLIC CAPITAL LETTER A
    expect(data.m).toBe('rn');
  });

  it('writes each character as confusables.txt does, in hex code points, one row a line', () => {
    const sql = confusablesSql({ m: 'rn', '\u{1d401}': 'B' });
    expect(sql).toContain("  ('006D', '0072 006E'),\n  ('1D401', '0042')");
    expect(sql).not.toMatch(/[^\x20-\x7e\n]/);
  });
});
