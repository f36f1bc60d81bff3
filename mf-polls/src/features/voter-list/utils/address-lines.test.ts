import { describe, expect, it } from 'vitest';
import { addressLines, csvRecords } from './address-lines';

describe('addressLines', () => {
  it('takes the header\'s e-mail column and keeps the header\'s line as a blank one', () => {
    expect(addressLines('Name,Email\nAna,ana@example.org\n"Ben, Jr.",ben@example.org\n')).toBe('\nana@example.org\nben@example.org');
  });

  it('takes the first cell with an @ when there is no header', () => {
    expect(addressLines('Ana;ana@example.org;4B\r\nben@example.org\r\nnot an address')).toBe('ana@example.org\nben@example.org\nnot an address');
  });

  it('reads tabs, quotes with doubled quotes, and a byte-order mark', () => {
    expect(addressLines('\uFEFFe-mail\tclass\n"cleo@example.org"\t"4 ""B"""\n')).toBe('\ncleo@example.org');
    expect(csvRecords('a,"b ""c"", d",e', ',')).toEqual([['a', 'b "c", d', 'e']]);
  });

  it('gives one line a record, so the server\'s line numbers are the file\'s', () => {
    const addresses = Array.from({ length: 500 }, (_, i) => `voter${i}@example.org`);
    const file = addresses.map((address, i) => `"Voter ${i}, class ${i % 7}",${address}`).join('\r\n');
    expect(addressLines(file).split('\n')).toEqual(addresses);
  });
});
