/**
 * A CSV file's addresses, one a line, as add_voter_emails takes them (issue 27). Line n of the answer is
 * record n of the file, so the server's problems "by line" point at the file's lines: a header row is
 * sent as a blank line (skipped by the server, still counted). The address column is the header's
 * "email" / "e-mail" / "address" column when there is one; otherwise, in each row, the first cell with an
 * "@", else its first cell. Commas, semicolons (spreadsheets in many languages) and tabs are read, and
 * cells in double quotes may hold the separator or a doubled quote.
 */
const HEADER = /^(e-?mail|e-?mail address|address|adresse|adresse e-?mail|e-?mail-adresse|correo|correo electrónico|البريد الإلكتروني)$/i;

function separatorOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((separator) => ({ separator, count: firstLine.split(separator).length - 1 }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).separator;
}

/** The file's records, each a list of cells (RFC 4180, with `separator`). */
export function csvRecords(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push(cells);
  }
  return records;
}

export function addressLines(csv: string): string {
  const text = csv.replace(/^\uFEFF/, '');
  const records = csvRecords(text, separatorOf(text.split(/\r?\n/, 1)[0] ?? ''));
  const header = records[0]?.findIndex((cell) => HEADER.test(cell.trim())) ?? -1;
  return records
    .map((cells, index) => {
      if (header >= 0) return index === 0 ? '' : (cells[header] ?? '').trim();
      return (cells.find((cell) => cell.includes('@')) ?? cells[0] ?? '').trim();
    })
    .join('\n');
}
