import type { Notice } from './read-ballots';

const NOTICE_LINES = 10;

/** Notices of one kind counted, with the first few lines (as the CSV reader reports them). */
export function noticeCollector(): { add(kind: Notice['kind'], line: number): void; list(): Notice[] } {
  const notices = new Map<Notice['kind'], Notice>();
  return {
    add(kind, line) {
      const entry = notices.get(kind) ?? { kind, count: 0, lines: [] };
      entry.count += 1;
      if (entry.lines.length < NOTICE_LINES) entry.lines.push(line);
      notices.set(kind, entry);
    },
    list: () => [...notices.values()],
  };
}

/**
 * Ballots read with a file's own numbering, renumbered as the options (`remap[i]`, -1: not an option, skipped
 * by the count as any index outside the options), one byte a preference while the options allow it.
 */
export function remapChoices(choices: Uint8Array | Uint16Array, remap: readonly number[], optionCount: number): Uint8Array | Uint16Array {
  const wide = optionCount >= 0xff;
  const none = wide ? 0xffff : 0xff;
  const out = wide ? new Uint16Array(choices.length) : new Uint8Array(choices.length);
  for (let p = 0; p < choices.length; p += 1) {
    const option = remap[choices[p]!] ?? -1;
    out[p] = option < 0 ? none : option;
  }
  return out;
}
