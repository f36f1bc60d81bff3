/**
 * `pnpm tabulate FILE.csv [--json] [--seats N] [--options "A,B,C" | --options-file FILE] …`: recounts an
 * Export Ballots file with the app's counting engine and prints every round (docs/counting.md).
 * Exit codes: 0 counted, 1 the file cannot be read or counted, 2 wrong arguments, 3 --verify found a difference.
 */
import { tabulate, UsageError } from './tabulate';
import { printable } from './terminal-text';
import { VerificationFailed } from './verify-report';

const cwd = process.env.INIT_CWD ?? process.cwd();
try {
  const output = await tabulate(process.argv.slice(2), { cwd });
  process.stdout.write(output);
} catch (error) {
  if (error instanceof VerificationFailed) {
    process.stdout.write(error.output);
    process.exitCode = 3;
  } else if (error instanceof UsageError) {
    // Every message may carry what a file or an argument held: escaped, it cannot drive the terminal.
    process.stderr.write(`${printable(error.message)}\n\n${UsageError.usage}\n`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`tabulate: ${printable(error instanceof Error ? error.message : String(error))}\n`);
    process.exitCode = 1;
  }
}
