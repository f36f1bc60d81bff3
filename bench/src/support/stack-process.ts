import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareRoomWorkdir } from '@runoff/supabase/room-config';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface StackProcess {
  url: string;
  anonKey: string;
  databaseUrl: string;
  /** The stack's Node process: the gateway (REST proxy, Auth, Realtime) runs in it. */
  gatewayPid: number;
  postgresPid: number;
  postgrestPid: number | undefined;
  stop(): Promise<void>;
}

/** The PostgREST child of the stack process (its command name in /proc). */
function findPostgrest(parent: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && name === 'postgrest') return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

/**
 * A fresh local stack in a process of its own (stack-process-child.ts), so its CPU and memory are its own; configured for a
 * room of `roomSize` people as a deployment would be: config.toml's per-IP Auth limits raised to the room
 * (supabase/local/src/config/room-config.ts), every other limit (the gateway's per-address fair queue included) as is.
 * `nodeArgs` go to the stack's Node process (e.g. --cpu-prof).
 */
export async function startStackProcess(basePort: number, roomSize: number, nodeArgs: string[] = []): Promise<StackProcess> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runoff-bench-stack-'));
  fs.chmodSync(root, 0o755);
  prepareRoomWorkdir(root, roomSize);
  const overrides = {
    apiPort: basePort,
    apiUrl: `http://localhost:${basePort}`,
    dbPort: basePort + 1,
    postgrestPort: basePort + 2,
    dataDir: path.join(root, 'pgdata'),
    workdir: root,
  };
  const script = path.join(here, 'stack-process-child.ts');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, JSON.stringify(overrides)], {
    cwd: path.resolve(here, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const ready = await new Promise<{ url: string; anonKey: string; databaseUrl: string; gatewayPid: number; postgresPid: number }>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready":true'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}):\n${errors}`)));
  });
  return {
    ...ready,
    postgrestPid: findPostgrest(ready.gatewayPid),
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      const tail = errors.split('\n').filter((l) => /supervisor|error|Error/.test(l)).slice(-5);
      if (tail.length) console.log(`stack said:\n  ${tail.join('\n  ')}`);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
