import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** Handles one HTTP request below a mount point; `path` is what follows it (e.g. "/token"). */
export type HttpService = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;

export interface WebSocketService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}
