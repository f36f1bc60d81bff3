import type { TimeSlicer } from './time-slicer';

/** Where the top-level object's array under `key` sits in the text, and where each of its items ends. */
export interface ArraySpan {
  /** Index of the array's `[`, or -1 when the object has no such array. */
  open: number;
  /** Index of its `]`. */
  close: number;
  /** Index of the comma (or of the closing `]`) after each item: item i is text[ends[i-1]+1 .. ends[i]). */
  ends: number[];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
// Characters between two time checks: a check costs a clock read, a span of this size well under 1 ms.
const STRIDE = 1 << 16;

/** Is text[at] the value of key `key` in the object at depth 1 (`"key"` then optional space and a colon)? */
function follows(text: string, at: number, key: string): boolean {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i -= 1;
  if (text[i] !== ':') return false;
  i -= 1;
  while (i >= 0 && /\s/.test(text[i]!)) i -= 1;
  const quoted = `"${key}"`;
  return text.slice(i - quoted.length + 1, i + 1) === quoted;
}

/**
 * Finds the array under `key` in a JSON object's text and the boundaries of its items, without parsing
 * them: one pass over the characters that follows only strings and nesting, pausing when the slicer says
 * so. A 15 MB answer of 100,000 ballot groups is then parsed item batch by item batch, never in one
 * JSON.parse that holds the main thread for longer than a frame. Malformed text is left to JSON.parse.
 */
export async function scanArray(text: string, key: string, slicer: TimeSlicer): Promise<ArraySpan> {
  const span: ArraySpan = { open: -1, close: -1, ends: [] };
  let depth = 0;
  let inString = false;
  let next = STRIDE;
  for (let i = 0; i < text.length; i += 1) {
    if (i === next) {
      next += STRIDE;
      if (slicer.due()) await slicer.pause();
    }
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth === 2 && c === OPEN_BRACKET && span.open < 0 && follows(text, i, key)) span.open = i;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 2 && span.open >= 0 && span.close < 0) {
        // The last item ends at the `]`, unless the array is empty.
        if (text.slice(span.ends.length > 0 ? span.ends.at(-1)! + 1 : span.open + 1, i).trim() !== '') span.ends.push(i);
        span.close = i;
      }
      depth -= 1;
    } else if (c === COMMA && depth === 2 && span.open >= 0 && span.close < 0) {
      span.ends.push(i);
    }
  }
  return span;
}
