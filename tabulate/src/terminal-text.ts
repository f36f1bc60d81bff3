/**
 * What a file must not put on a terminal: C0 and C1 control characters and DEL (escape sequences clear the
 * screen, move the cursor, hide text, set the clipboard with OSC 52) and the bidirectional controls (they
 * reorder what is shown). Runoff never exports any of them: its option text refuses control and format
 * characters (docs/security.md, "Database: limits").
 */
const CONTROL = /\p{Cc}/u;
const EITHER = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The first character a terminal would act on, as `{index, description}`, or null. */
export function findTerminalControl(text: string): { index: number; description: string } | null {
  EITHER.lastIndex = 0;
  const found = EITHER.exec(text);
  if (!found) return null;
  const kind = CONTROL.test(found[0]) ? 'control' : 'bidirectional control';
  return { index: found.index, description: `the ${kind} character ${codePoint(found[0])}` };
}

/** `U+001B` */
function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Text safe to print: each such character written as its escape (`\u001b`), so it shows and does nothing. */
export function printable(text: string): string {
  return text.replace(EITHER, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
