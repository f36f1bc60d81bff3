import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const cli = path.join(import.meta.dirname, '..', '..', 'src', 'cli.ts');
// tsx's own command, found from this package wherever the command runs.
const tsx = path.join(path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist', 'cli.mjs');

export interface CliRun {
  /** Node's flags for the command, e.g. a heap cap. */
  nodeOptions?: string;
}

/** Runs the real command (`pnpm tabulate` runs the same file) in its own Node process. */
export function runCli(args: string[], cwd = process.cwd(), { nodeOptions }: CliRun = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, INIT_CWD: cwd, ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) };
    const child = spawn(process.execPath, [tsx, cli, ...args], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
