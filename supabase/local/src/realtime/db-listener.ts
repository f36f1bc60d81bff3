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
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/** Messages delivered this recently are remembered by id, so a replay after a reconnect sends none twice. */
const REMEMBER_MS = 120_000;
/** A replay also looks this far back before the connection was lost (a commit may carry an earlier inserted_at). */
const REPLAY_MARGIN_S = 10;

/**
 * Listens on the NOTIFY channel that realtime.messages' insert trigger signals (20-realtime.sql) with
 * one dedicated connection, and hands each committed message to `deliver` once, whatever the number
 * of subscribers. Reconnects if the connection drops (for example while PostgreSQL restarts), with a
 * doubling delay up to 5 s, and then replays the messages committed while it was not listening: NOTIFY
 * reaches only sessions listening at commit time, but the rows stay in realtime.messages.
 */
export class DatabaseListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  /** When the connection was lost (undefined while connected or before the first connection). */
  private lostAt: number | undefined;
  private readonly delivered = new Map<string, number>();

  constructor(
    private readonly databaseUrl: string,
    private readonly deliver: (message: DatabaseMessage) => void,
  ) {}

  /** Connects and listens; if the database is not reachable yet, keeps trying in the background. */
  async start(): Promise<void> {
    await this.connect().catch((error: Error) => {
      console.warn(`[realtime] database listener could not connect: ${error.message}; retrying`);
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
    if (this.lostAt !== undefined) {
      const downMs = Date.now() - this.lostAt;
      this.lostAt = undefined;
      const replayed = await this.replay(client, downMs).catch((error: Error) => {
        console.error(`[realtime] could not replay the messages missed while disconnected: ${error.message}`);
        return 0;
      });
      console.warn(
        `[realtime] database listener reconnected after ${(downMs / 1000).toFixed(1)} s (${this.attempts} attempts); ` +
          `replayed ${replayed} missed message(s)`,
      );
    }
    this.attempts = 0;
  }

  /** Delivers the broadcast rows committed since shortly before the connection was lost, skipping those already sent. */
  private async replay(client: pg.Client, downMs: number): Promise<number> {
    const seconds = Math.ceil(downMs / 1000) + REPLAY_MARGIN_S;
    const result = await client.query<Header & { body: string }>(
      `select id, topic, event, private,
              case when binary_payload is not null then 'binary' when payload is not null then 'json' end as encoding,
              coalesce(encode(binary_payload, 'base64'), payload::text, '') as body
         from realtime.messages
        where inserted_at >= (now() - make_interval(secs => $1))::timestamp
          and event is not null and private is not null
        order by inserted_at, id`,
      [seconds],
    );
    let count = 0;
    for (const row of result.rows) {
      if (this.delivered.has(row.id)) continue;
      this.send(row, row.body);
      count += 1;
    }
    return count;
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
    this.lostAt ??= Date.now();
    client.end().catch(() => {});
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.attempts += 1;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.attempts - 1));
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error: Error) => {
        // One line when it starts failing and then every tenth attempt, not one per retry.
        if (this.attempts === 1 || this.attempts % 10 === 0) {
          console.warn(`[realtime] database listener could not reconnect (attempt ${this.attempts}): ${error.message}; next in up to ${RETRY_MAX_MS / 1000} s`);
        }
        if (!this.stopped) this.reconnectLater();
      });
    }, delay);
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
      this.send(header, body);
    } catch (error) {
      console.error('[realtime] could not broadcast a database message', error);
    }
  }

  private send(header: Header, body: string): void {
    const { id, topic, event, encoding } = header;
    if (typeof topic !== 'string' || typeof event !== 'string' || typeof header.private !== 'boolean') return;
    if (!encoding) return; // hosted: payload_missing
    if (this.delivered.has(id)) return;
    this.remember(id);
    this.deliver({
      id,
      topic,
      event,
      private: header.private,
      payloadJson: encoding === 'json' ? body : null,
      binaryPayload: encoding === 'binary' ? Buffer.from(body, 'base64') : null,
    });
  }

  /** Map keeps insertion order, so the oldest ids are at the front. */
  private remember(id: string): void {
    const now = Date.now();
    this.delivered.set(id, now);
    for (const [old, at] of this.delivered) {
      if (now - at < REMEMBER_MS) break;
      this.delivered.delete(old);
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
