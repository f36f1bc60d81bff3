/**
 * Runs the local stack in a process of its own for the lecture-hall bench, so the gateway's memory and CPU can be
 * read from /proc apart from the thousand clients. Prints one JSON line when ready; SIGTERM stops it.
 * Argument: the stack overrides as JSON.
 */
import { startStack } from '@runoff/supabase/stack';

const overrides = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof startStack>[0];
const stack = await startStack(overrides, { log: (line) => console.error(`[stack] ${line}`) });
console.log(JSON.stringify({ ready: true, gatewayPid: process.pid, postgresPid: stack.pids().postgres, url: stack.url, databaseUrl: stack.databaseUrl, anonKey: stack.config.anonKey }));
process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
