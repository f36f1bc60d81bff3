/**
 * Headline figures for `pnpm bench`'s closing table. Each benchmark prints its own detail; it also reports
 * what it measured against its target here. When run by run-all, RUNOFF_BENCH_FIGURES names a file that
 * collects one JSON line per figure; run alone, a benchmark's figures go nowhere but its own output.
 */
import fs from 'node:fs';

export interface Figure {
  /** What was measured, in the product's words. */
  measure: string;
  /** The target, as the issue states it; empty when the figure is recorded for context only. */
  target?: string;
  figure: string;
  /** The floor or a peer, measured in the same run, with its name. */
  comparison?: string;
  /** figure ÷ comparison, or another ratio that the target is stated in. */
  ratio?: string;
  /** Whether the target holds; undefined when there is no target. */
  meets?: boolean;
}

export const FIGURES_FILE_VARIABLE = 'RUNOFF_BENCH_FIGURES';

export function reportFigure(figure: Figure): void {
  const file = process.env[FIGURES_FILE_VARIABLE];
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

export function readFigures(file: string): Figure[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Figure);
}

/** The closing table: one row per figure, under the benchmark that reported it. */
export function figuresTable(rows: Array<{ benchmark: string; figure: Figure }>): string {
  const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|');
  const lines = ['| benchmark | measure | target | figure | floor or peer | ratio | meets |', '| --- | --- | --- | --- | --- | --- | --- |'];
  for (const { benchmark, figure: f } of rows) {
    const meets = f.meets === undefined ? '–' : f.meets ? 'yes' : 'NO';
    lines.push(`| ${benchmark} | ${cell(f.measure)} | ${cell(f.target) || '–'} | ${cell(f.figure)} | ${cell(f.comparison) || '–'} | ${cell(f.ratio) || '–'} | ${meets} |`);
  }
  return lines.join('\n');
}
