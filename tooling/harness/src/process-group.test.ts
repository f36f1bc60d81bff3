import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { groupAlive, runInGroup } from './process-group.js';

/** True when something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// A stage that starts a server in a child of its own (as a test stack starts PostgreSQL), prints the port
// and the child's pid, then fails without stopping it.
const failingStage = `
const { spawn } = require('node:child_process');
const server = spawn(process.execPath, ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => console.log(s.address().port)); process.on('SIGINT', () => {});"], { stdio: ['ignore', 'pipe', 'inherit'] });
server.stdout.once('data', (port) => { console.log('port=' + String(port).trim() + ' pid=' + server.pid); process.exit(3); });
`;

describe('runInGroup', () => {
  it('returns a failed stage’s status and output, and leaves nothing it started running or listening', async () => {
    const run = await runInGroup(process.execPath, ['-e', failingStage], { cwd: process.cwd(), graceMs: 500 });
    expect(run.status).toBe(3);
    const [, port, pid] = /port=(\d+) pid=(\d+)/.exec(run.output) ?? [];
    expect(port).toBeDefined();
    // The server ignored SIGINT: it was killed after the grace time, and its port is free.
    expect(await listening(Number(port))).toBe(false);
    expect(() => process.kill(Number(pid), 0)).toThrow();
  });

  it('keeps what a stage that passes writes to stdout and stderr', async () => {
    const run = await runInGroup(process.execPath, ['-e', "console.log('one'); console.error('two'); setTimeout(() => console.log('three'), 50)"], { cwd: process.cwd() });
    expect(run.status).toBe(0);
    // Two pipes: their lines may interleave either way; each one's own order holds.
    expect(run.output.split('\n').filter((line) => line !== 'two' && line !== '')).toEqual(['one', 'three']);
    expect(run.output).toContain('two\n');
  });

  it('knows a group that is gone', () => {
    expect(groupAlive(2 ** 22 + 12345)).toBe(false);
  });
});
