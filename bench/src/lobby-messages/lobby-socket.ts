import WebSocket from 'ws';

/** A broadcast as it arrived: its topic (without `realtime:`), event and JSON payload. */
export interface Heard {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

const HEARTBEAT_MS = 25_000;

/**
 * One phone's Realtime socket, speaking protocol 2.0.0 as realtime-js does (phx_join with the user's token,
 * heartbeats every 25 s, broadcasts as binary frames of kind 4), without supabase-js: the bench holds
 * thousands of them beside the stack on the same cores, and what is measured is counted by the server
 * (GET /realtime/v1/api/counters), not here.
 */
export class LobbySocket {
  private readonly ws: WebSocket;
  private readonly opened: Promise<void>;
  private ref = 0;
  private readonly replies = new Map<string, (ok: boolean, response: unknown) => void>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    apiUrl: string,
    apiKey: string,
    private readonly onBroadcast: (heard: Heard) => void = () => {},
  ) {
    this.ws = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apiKey)}&vsn=2.0.0`);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.ws.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
    this.heartbeat = setInterval(() => this.send([null, this.nextRef(), 'phoenix', 'heartbeat', {}]), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Joins a private topic with the user's token; resolves on the server's ok. */
  async join(topic: string, accessToken: string): Promise<void> {
    await this.opened;
    const ref = this.nextRef();
    const config = { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: [], private: true };
    const answered = new Promise<void>((resolve, reject) => {
      this.replies.set(ref, (ok, response) => (ok ? resolve() : reject(new Error(`${topic}: ${JSON.stringify(response)}`))));
    });
    this.send([ref, ref, `realtime:${topic}`, 'phx_join', { config, access_token: accessToken }]);
    return answered;
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.ws.terminate();
  }

  private nextRef(): string {
    this.ref += 1;
    return String(this.ref);
  }

  private send(frame: unknown[]): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private receive(data: Buffer, isBinary: boolean): void {
    if (isBinary) {
      // Kind 4: [4, topic length, event length, metadata length, encoding], then the strings and the payload.
      const [kind, topicLength = 0, eventLength = 0, metaLength = 0] = data;
      if (kind !== 4) return;
      let offset = 5;
      const topic = data.toString('utf8', offset, (offset += topicLength));
      const event = data.toString('utf8', offset, (offset += eventLength));
      offset += metaLength;
      let payload: Record<string, unknown> = {};
      try {
        payload = JSON.parse(data.toString('utf8', offset)) as Record<string, unknown>;
      } catch {
        // a binary payload: nothing the bench reads
      }
      this.onBroadcast({ topic: topic.replace(/^realtime:/, ''), event, payload });
      return;
    }
    const [, ref, , event, payload] = JSON.parse(data.toString('utf8')) as [string | null, string | null, string, string, { status?: string; response?: unknown }];
    if (event === 'phx_reply' && ref !== null) {
      const answer = this.replies.get(ref);
      this.replies.delete(ref);
      answer?.(payload.status === 'ok', payload.response);
    }
  }
}
