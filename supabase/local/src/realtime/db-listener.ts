import pg from 'pg';

/** A committed row of realtime.messages, as the gateway needs it to broadcast. */
export interface DatabaseMessage {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  /** JSON text of `payload`, or null when the row carries `binary_payload`. */
  payloadJson: string | null;
  binaryPayload: Buffer | null;
}

interface Header {
  id: string;
  topic?: string;
  event?: string;
  private?: boolean;
  /** json: the body is the jsonb text; binary: base64 of binary_payload; null: no payload. */
  encoding?: 'json' | 'binary' | null;
  inserted_at?: string;
  truncated?: boolean;
}

const CHANNEL = 'runoff_realtime';
const RETRY_MS = 1_000;

/**
 * Listens on the NOTIFY channel that realtime.messages' insert trigger signals (20-realtime.sql) with
 * one dedicated connection, and hands each committed message to `deliver` once, whatever the number
 * of subscribers. Reconnects if the connection drops (for example while PostgreSQL restarts).
 */
export class DatabaseListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly deliver: (message: DatabaseMessage) => void,
  ) {}

  /** Connects and listens; if the database is not reachable yet, keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect().catch((error: Error) => {
      console.warn(`[realtime] database listener could not connect: ${error.message}`);
      this.reconnectLater();
    });
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'runoff_realtime' });
    client.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload) void this.handle(n.payload);
    });
    client.on('error', (error) => {
      console.warn(`[realtime] database listener lost its connection: ${error.message}`);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private lost(client: pg.Client): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error: Error) => {
        console.warn(`[realtime] database listener could not reconnect: ${error.message}`);
        if (!this.stopped) this.reconnectLater();
      });
    }, RETRY_MS);
    this.retryTimer.unref();
  }

  private async handle(raw: string): Promise<void> {
    try {
      const newline = raw.indexOf('\n');
      let header = JSON.parse(newline < 0 ? raw : raw.slice(0, newline)) as Header;
      let body = newline < 0 ? '' : raw.slice(newline + 1);
      if (header.truncated) {
        const row = await this.fetch(header.id, header.inserted_at!);
        if (!row) return;
        ({ header, body } = row);
      }
      const { id, topic, event, encoding } = header;
      if (typeof topic !== 'string' || typeof event !== 'string' || typeof header.private !== 'boolean') return;
      if (!encoding) return; // hosted: payload_missing
      this.deliver({
        id,
        topic,
        event,
        private: header.private,
        payloadJson: encoding === 'json' ? body : null,
        binaryPayload: encoding === 'binary' ? Buffer.from(body, 'base64') : null,
      });
    } catch (error) {
      console.error('[realtime] could not broadcast a database message', error);
    }
  }

  /** Rows too large for a notification are read back by their primary key. */
  private async fetch(id: string, insertedAt: string): Promise<{ header: Header; body: string } | undefined> {
    const client = this.client;
    if (!client) return undefined;
    const result = await client.query<Header & { body: string }>(
      `select id, topic, event, private,
              case when binary_payload is not null then 'binary' when payload is not null then 'json' end as encoding,
              coalesce(encode(binary_payload, 'base64'), payload::text, '') as body
         from realtime.messages where id = $1 and inserted_at = $2::timestamp`,
      [id, insertedAt],
    );
    const row = result.rows[0];
    return row && { header: row, body: row.body };
  }
}
