import { describe, expect, it } from 'vitest';
import { cardsDocument, codeCards, codesCsv, codesFileName } from './code-cards';

const codes = [
  { id: 'e1', number: 1, code: 'K7QM-2XPA-9RTE' },
  { id: 'e2', number: 2, code: '23AB-CDEF-GHJK' },
];

describe('printed code cards', () => {
  it('gives each card the join link with its code', () => {
    expect(codeCards('https://runoff.example', 'p1', codes).map((card) => card.link)).toEqual([
      'https://runoff.example/polls/p1/vote?code=K7QM2XPA9RTE',
      'https://runoff.example/polls/p1/vote?code=23ABCDEFGHJK',
    ]);
  });

  it('writes the CSV with a header, one card a line', () => {
    const cards = codeCards('https://runoff.example', 'p1', codes);
    expect(codesCsv(cards)).toBe(
      'card,code,link\r\n1,K7QM-2XPA-9RTE,https://runoff.example/polls/p1/vote?code=K7QM2XPA9RTE\r\n2,23AB-CDEF-GHJK,https://runoff.example/polls/p1/vote?code=23ABCDEFGHJK\r\n',
    );
    expect(codesFileName('p1', cards, 'csv')).toBe('voting-codes-p1-1-2.csv');
  });

  it('wraps the sheet in a page of its own, in the reader\'s language and direction, its title escaped', () => {
    const page = cardsDocument('<ul data-sheet></ul>', { lang: 'ar', dir: 'rtl', title: 'A <b>&</b> "B"' });
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>A &#60;b&#62;&#38;&#60;/b&#62; &#34;B&#34;</title>');
    expect(page).toContain('<ul data-sheet></ul>');
    expect(page).toContain('@media print');
  });
});
