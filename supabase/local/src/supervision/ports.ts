import net from 'node:net';

/** Resolves when nothing listens on the port, rejects with a message naming what to do otherwise. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `Port ${port} (${what}) is already in use. Stop whatever is using it (another Runoff stack? ` +
        `\`lsof -i :${port}\` shows it) or choose another port with ${envName}=<port>.`,
    );
  }
}

/** Polls until a TCP connection to the port succeeds. */
export async function waitForPort(port: number, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => { socket.destroy(); resolve(true); });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} did not start listening on port ${port} within ${timeoutMs / 1000} s`);
}
