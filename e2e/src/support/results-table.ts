import type { Page } from 'playwright-core';

/**
 * The results panel's "Votes per option in each round" table as the page shows it: each round's votes by
 * option name, exact (an option out of the count has no entry).
 */
export async function roundsTable(page: Page): Promise<Record<string, number>[]> {
  return page.evaluate(() => {
    const table = [...document.querySelectorAll('table')].find((t) => t.caption?.textContent === 'Votes per option in each round')!;
    const roundCount = table.tHead!.rows[0]!.cells.length - 1;
    const rounds = Array.from({ length: roundCount }, () => ({}) as Record<string, number>);
    for (const row of table.tBodies[0]!.rows) {
      const name = row.cells[0]!.textContent!;
      for (let r = 0; r < roundCount; r += 1) {
        // The exact figure: a cell the page rounds to 2 decimals carries it in its tooltip (docs/count-animation.md).
        const text = row.cells[r + 1]!.title || row.cells[r + 1]!.textContent!;
        if (text !== '–') rounds[r]![name] = Number(text.replace(/,/g, ''));
      }
    }
    return rounds;
  });
}
