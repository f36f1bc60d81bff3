import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defuseBallotCell, restoreBallotCell } from './ballot-csv-cell';

describe('ballot CSV cells', () => {
  it('defuses names a spreadsheet would run as formulas, like the report', () => {
    expect(defuseBallotCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(defuseBallotCell('+1')).toBe(`'+1`);
    expect(defuseBallotCell('-1')).toBe(`'-1`);
    expect(defuseBallotCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(defuseBallotCell('\tTab')).toBe(`'\tTab`);
    expect(defuseBallotCell('Pizza')).toBe('Pizza');
    expect(defuseBallotCell("'quoted")).toBe("'quoted");
  });

  it('keeps names that already start with quotes apart from defused ones', () => {
    expect(defuseBallotCell("'=x")).toBe("''=x");
    expect(restoreBallotCell("''=x")).toBe("'=x");
    expect(restoreBallotCell("'=x")).toBe('=x');
    expect(restoreBallotCell("'quoted")).toBe("'quoted");
  });

  it('round-trips every name', () => {
    const name = fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ', ',') });
    fc.assert(fc.property(fc.oneof(name, fc.string()), (n) => restoreBallotCell(defuseBallotCell(n)) === n));
  });
});
