/** The command that regenerates both generated files after a migration. */
const REGENERATE = 'run `pnpm backend`, then `pnpm --filter @runoff/supabase gen:types`, and commit the result';

/**
 * Why a checked-in generated file differs from what the database gives now: the first line that
 * differs, both ways, and the command that fixes it; undefined when they are the same.
 */
export function driftMessage(file: string, checkedIn: string, generated: string): string | undefined {
  if (checkedIn === generated) return undefined;
  const was = checkedIn.split('\n');
  const now = generated.split('\n');
  let line = 0;
  while (line < Math.max(was.length, now.length) && was[line] === now[line]) line += 1;
  const show = (lines: string[]) => lines.slice(line, line + 3).join('\n      ') || '(end of file)';
  return (
    `${file} is stale: it no longer matches the migrated database. ${REGENERATE}.\n` +
    `  first difference at line ${line + 1}:\n` +
    `    checked in: ${show(was)}\n` +
    `    database:   ${show(now)}`
  );
}
