/** Just enough Markdown for the checks: tables, fenced blocks and sections, found by their headings. */

export interface Table {
  /** Header cells, as written. */
  header: string[];
  /** Body rows, one array of cells each. */
  rows: string[][];
  /** 1-based line of the header, for messages. */
  line: number;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every pipe table in the text. */
function tables(markdown: string): Table[] {
  const lines = markdown.split('\n');
  const found: Table[] = [];
  for (let i = 0; i + 1 < lines.length; i += 1) {
    if (!lines[i]!.trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1]!)) continue;
    const table: Table = { header: cells(lines[i]!), rows: [], line: i + 1 };
    let j = i + 2;
    for (; j < lines.length && lines[j]!.trim().startsWith('|'); j += 1) table.rows.push(cells(lines[j]!));
    found.push(table);
    i = j - 1;
  }
  return found;
}

/** The one table whose header cells start with these words (case-insensitive), or why there is not one. */
export function tableStartingWith(markdown: string, file: string, ...headers: string[]): Table | string {
  const matching = tables(markdown).filter((table) =>
    headers.every((header, index) => table.header[index]?.toLowerCase().startsWith(header.toLowerCase())),
  );
  if (matching.length === 1) return matching[0]!;
  return `${file} should have exactly one table whose header starts with | ${headers.join(' | ')} | (it has ${matching.length})`;
}

export interface FencedBlock {
  /** The info string after the opening fence, e.g. `tree shell/src`. */
  info: string;
  body: string;
  /** 1-based line of the opening fence. */
  line: number;
}

export function fencedBlocks(markdown: string): FencedBlock[] {
  const found: FencedBlock[] = [];
  for (const match of markdown.matchAll(/^```([^\n]*)\n([\s\S]*?)^```\s*$/gm)) {
    found.push({ info: match[1]!.trim(), body: match[2]!, line: markdown.slice(0, match.index).split('\n').length });
  }
  return found;
}

/** The text under a heading (exact heading line, e.g. `## Functions`), up to the next heading of the same or a higher level. */
export function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return '';
  const level = heading.match(/^#+/)![0].length;
  const end = lines.findIndex((line, index) => index > start && /^#+ /.test(line) && line.match(/^#+/)![0].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The texts between backticks in a cell or line: `a`, `b` → ['a', 'b']. */
export function codeSpans(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
}
