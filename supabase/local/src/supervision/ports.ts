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
