import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import type { StackConfig } from '../config.js';

/** What every gateway service (REST proxy, auth, realtime) is given. */
export interface GatewayContext {
  config: StackConfig;
  /**
   * A pool connected as the database superuser. It bypasses RLS: use it only for the gateway's
   * own bookkeeping (auth tables, realtime authorization runs `set local role` inside a transaction).
   */
  db: pg.Pool;
  /** A pool connected as supabase_auth_admin, the owner of the auth tables, as GoTrue connects on hosted. */
  authDb: pg.Pool;
  /** A superuser connection string, for services that need a dedicated client (LISTEN). */
  databaseUrl: string;
}

/** Handles one HTTP request below a mount point; `path` is what follows it (e.g. "/token"). */
export type HttpService = (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => Promise<void>;

export interface WebSocketService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}
