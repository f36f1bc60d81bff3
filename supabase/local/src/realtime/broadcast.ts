import { encodeUserBroadcast, encodeWithPayloadJson, type Vsn } from './serializer.js';

/**
 * One broadcast on its way to every subscriber of a topic. Encoded at most once per wire form
 * (hosted Realtime caches per serializer in MessageDispatcher the same way), so a lecture hall of
 * sockets costs one serialization, not one per socket.
 */
export type BroadcastSource =
  /** A binary push from a 2.0.0 client, or a database message: the user payload is kept as bytes. */
  | { kind: 'user'; userEvent: string; encoding: 'json' | 'binary'; payload: Buffer; metadata: Record<string, unknown> | null }
  /** A JSON push (`{type, event, payload}`) from a client that did not use the binary form. */
  | { kind: 'json'; payload: unknown };

export class OutgoingBroadcast {
  private binary: Buffer | undefined;
  private payloadJson: string | null | undefined;

  constructor(
    readonly topic: string,
    private readonly source: BroadcastSource,
  ) {}

  /** The broadcast's own event name (what frame counts are kept by). */
  get event(): string {
    const { source } = this;
    if (source.kind === 'user') return source.userEvent;
    const event = (source.payload as { event?: unknown } | null)?.event;
    return typeof event === 'string' ? event : 'broadcast';
  }

  /** The frame for one channel, or null when its protocol cannot carry it (binary payload to 1.0.0). */
  frameFor(vsn: Vsn, joinRef: string | null): string | Buffer | null {
    const { source } = this;
    if (source.kind === 'user' && vsn === '2.0.0') {
      this.binary ??= encodeUserBroadcast(this.topic, source.userEvent, source.metadata, source.encoding, source.payload);
      return this.binary;
    }
    const json = this.textPayload();
    return json === null ? null : encodeWithPayloadJson(vsn, joinRef, this.topic, 'broadcast', json);
  }

  private textPayload(): string | null {
    if (this.payloadJson !== undefined) return this.payloadJson;
    const { source } = this;
    if (source.kind === 'json') {
      this.payloadJson = JSON.stringify(source.payload);
    } else if (source.encoding === 'binary') {
      this.payloadJson = null;
    } else {
      // UserBroadcast.convert_to_json_broadcast: the user payload is spliced in as it arrived (it was
      // checked to be JSON when it entered the service).
      const meta = source.metadata ? `,"meta":${JSON.stringify(source.metadata)}` : '';
      this.payloadJson = `{"event":${JSON.stringify(source.userEvent)},"payload":${source.payload.toString('utf8')},"type":"broadcast"${meta}}`;
    }
    return this.payloadJson;
  }
}

/** True when the bytes are one JSON value: a user payload must be, before it is spliced into text. */
export function isJsonText(bytes: Buffer): boolean {
  try {
    JSON.parse(bytes.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}
