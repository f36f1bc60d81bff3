import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayRoomStack } from '@runoff/supabase/throwaway-stack';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface StackProcess {
  url: string;
  anonKey: string;
  databaseUrl: string;
  /** The stack's Node process: the gateway (REST proxy, Auth, Realtime) runs in it. */
  gatewayPid: number;
  postgresPid: number;
  postgrestPid: number | undefined;
  /** Stops the stack and starts it again on the same data and ports; the pids above change. */
  restart(): Promise<{ downMs: number }>;
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

interface Ready {
  url: string;
  anonKey: string;
  databaseUrl: string;
  gatewayPid: number;
  postgresPid: number;
}

/** Spawns stack-process-child.ts on `overrides` and resolves when it says it is ready. */
async function spawnStack(overrides: object, nodeArgs: string[]): Promise<{ child: ChildProcess; ready: Ready; errors: () => string }> {
  const script = path.join(here, 'stack-process-child.ts');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, JSON.stringify(overrides)], {
    cwd: path.resolve(here, '..', '..'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-20_000);
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"ready":true'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`the stack exited (${code}):\n${errors}`)));
  });
  return { child, ready, errors: () => errors };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A fresh local stack in a process of its own (stack-process-child.ts), so its CPU and memory are its own; configured for a
 * room of `roomSize` people as a deployment would be (supabase/local/src/config/room-config.ts): config.toml's
 * per-IP Auth limits, the gateway's per-address connection and queue limits and the database's joins per address
 * raised to the room, every other limit as is. `nodeArgs` go to the stack's Node process (e.g. --cpu-prof).
 * restart() stops the stack as an operator would (SIGTERM: the gateway closes every socket, PostgreSQL shuts down
 * cleanly) and starts it again on the same data and ports, as a deploy or a reboot does.
 */
export async function startStackProcess(basePort: number, roomSize: number, nodeArgs: string[] = []): Promise<StackProcess> {
  const { root, overrides } = throwawayRoomStack(basePort, roomSize, 'bench-stack');
  let running = await spawnStack(overrides, nodeArgs);
  const stack: StackProcess = {
    ...running.ready,
    postgrestPid: findPostgrest(running.ready.gatewayPid),
    restart: async () => {
      const stopping = performance.now();
      await stopChild(running.child);
      running = await spawnStack(overrides, nodeArgs);
      Object.assign(stack, running.ready, { postgrestPid: findPostgrest(running.ready.gatewayPid) });
      return { downMs: performance.now() - stopping };
    },
    stop: async () => {
      await stopChild(running.child);
      const tail = running.errors().split('\n').filter((l) => /supervisor|error|Error/.test(l)).slice(-5);
      if (tail.length) console.log(`stack said:\n  ${tail.join('\n  ')}`);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  return stack;
}
