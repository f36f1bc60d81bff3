/**
 * One option name in the Export Ballots CSV, and back (docs/decisions.md "Export Ballots"). Spreadsheets run
 * a cell that starts with = + - @, a tab or a CR as a formula, so such names get a leading ' as in the
 * report. Unlike the report, the ballots file is read back by `pnpm tabulate`, so the change must undo
 * exactly: a name that already starts with quotes before such a character gets one more quote, and
 * reading removes one quote from every cell that starts with quotes followed by such a character.
 */
const DEFUSED = /^'*[=+\-@\t\r]/;
const RESTORABLE = /^'+[=+\-@\t\r]/;

export function defuseBallotCell(name: string): string {
  return DEFUSED.test(name) ? `'${name}` : name;
}

export function restoreBallotCell(cell: string): string {
  return RESTORABLE.test(cell) ? cell.slice(1) : cell;
}
