import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StackConfig } from '../config/config.js';
import { prepareHostedWorkdir } from '../config/hosted-profile.js';
import { prepareRoomWorkdir, roomGatewayLimits, roomStorageLimits } from '../config/room-config.js';
import { startStack, type RunningStack, type StartOptions } from './stack.js';

/**
 * Stacks of their own for a test run, a benchmark or a measurement, beside the developer's `pnpm backend`:
 * their own ports and a fresh data folder that goes away with them.
 */

/** A stack's ports from its API port: PostgreSQL +1, PostgREST +2, the mail catcher +3. */
export function portsFrom(apiPort: number): Pick<StackConfig, 'apiPort' | 'apiUrl' | 'dbPort' | 'postgrestPort' | 'mailPort'> {
  return { apiPort, apiUrl: `http://localhost:${apiPort}`, dbPort: apiPort + 1, postgrestPort: apiPort + 2, mailPort: apiPort + 3 };
}

/** A new folder in the system's temp folder that PostgreSQL's own user can enter (it runs as one when we are root). */
export function throwawayFolder(name: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `runoff-${name}-`));
  fs.chmodSync(root, 0o755);
  return root;
}

/** Starts a stack whose data lives in a throwaway folder; stop() stops it and removes the folder. */
export async function startThrowawayStack(name: string, overrides: Partial<StackConfig>, options: StartOptions = {}): Promise<RunningStack> {
  const root = throwawayFolder(name);
  const remove = () => fs.rmSync(root, { recursive: true, force: true });
  try {
    const stack = await startStack({ dataDir: path.join(root, 'pgdata'), ...overrides }, options);
    return {
      ...stack,
      async stop() {
        await stack.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Overrides for a stack configured for a room of `roomSize` people as a deployment would be (room-config.ts:
 * config.toml's per-IP Auth limits, the gateway's per-address limits and the database's joins per address
 * raised to the room), on ports from `apiPort`, with its data and workdir in a throwaway folder (`root`: the
 * caller removes it), for a stack started in a process of its own or restarted on the same folder.
 */
export function throwawayRoomStack(apiPort: number, roomSize: number, name = 'room'): { overrides: Partial<StackConfig>; root: string } {
  const root = throwawayFolder(name);
  prepareRoomWorkdir(root, roomSize);
  return { root, overrides: { ...portsFrom(apiPort), dataDir: path.join(root, 'pgdata'), workdir: root, storageLimits: roomStorageLimits(roomSize), gatewayLimits: roomGatewayLimits(roomSize) } };
}

/**
 * A throwaway stack of the hosted profile (config/hosted-profile.ts): hosted Supabase's Auth defaults
 * (confirmations on, hosted's rate limits, `limits` raised as a hosted owner would in config) and Realtime
 * re-authorizing only on a new token.
 */
export async function startHostedThrowawayStack(name: string, overrides: Partial<StackConfig>, limits: Record<string, number> = {}, options: StartOptions = {}): Promise<RunningStack> {
  const root = throwawayFolder(name);
  try {
    prepareHostedWorkdir(root, limits);
  } catch (error) {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const stack = await startStack({ dataDir: path.join(root, 'pgdata'), workdir: root, profile: 'hosted', ...overrides }, options).catch((error: unknown) => {
    fs.rmSync(root, { recursive: true, force: true });
    throw error;
  });
  return {
    ...stack,
    async stop() {
      await stack.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
