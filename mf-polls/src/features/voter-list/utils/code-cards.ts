import { votingCodeUrl } from '@runoff/domain';
import type { IssuedCode } from './parse-voter-list';

/** A printed card: its number, its code and the link its QR code carries. */
export interface CodeCard extends IssuedCode {
  link: string;
}

export function codeCards(origin: string, pollId: string, codes: IssuedCode[]): CodeCard[] {
  return codes.map((code) => ({ ...code, link: votingCodeUrl(origin, pollId, code.code) }));
}

/** The codes as a CSV (card, code, link), one a line; column names stay English for spreadsheets and scripts. */
export function codesCsv(cards: CodeCard[]): string {
  // Codes and links hold no comma, quote or formula character: no cell needs quoting.
  return ['card,code,link', ...cards.map((card) => `${card.number},${card.code},${card.link}`)].join('\r\n') + '\r\n';
}

/** The files' names: which poll, which cards (a later batch does not overwrite the first). */
export function codesFileName(pollId: string, cards: CodeCard[], extension: 'csv' | 'html'): string {
  const first = cards[0]?.number ?? 0;
  const last = cards.at(-1)?.number ?? first;
  return `voting-codes-${pollId}-${first}-${last}.${extension}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The printable page as a file of its own: the cards as the page shows them (`sheetHtml`, their QR codes
 * already drawn as SVG) with a stylesheet that lays them out two a row and keeps each card on one page.
 */
export function cardsDocument(sheetHtml: string, page: { lang: string; dir: 'ltr' | 'rtl'; title: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}" dir="${page.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #0f172a; background: #fff; }
[data-sheet] { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 0.5rem; padding: 0.5rem; margin: 0; list-style: none; }
[data-card] { display: flex; flex-direction: column; align-items: center; gap: 0.35rem; padding: 0.75rem; border: 1px dashed #64748b; break-inside: avoid; text-align: center; }
[data-card] h3, [data-card] p { margin: 0; }
[data-card-code] { font: 700 1.35rem/1.2 ui-monospace, monospace; letter-spacing: 0.06em; }
[data-card-link] { font-size: 0.7rem; overflow-wrap: anywhere; color: #334155; }
@media print { @page { margin: 10mm; } [data-sheet] { grid-template-columns: repeat(2, 1fr); padding: 0; } }
</style>
</head>
<body>
${sheetHtml}
</body>
</html>
`;
}

/** Hands `text` to the browser as a file download. */
export function downloadFile(name: string, text: string, type: string): void {
  // A byte-order mark: spreadsheet programs then read the CSV as UTF-8.
  const blob = new Blob(type.startsWith('text/csv') ? ['\uFEFF', text] : [text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
