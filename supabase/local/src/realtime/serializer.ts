/**
 * Wire format of the Phoenix socket as Supabase Realtime speaks it (RealtimeWeb.Socket.V2Serializer).
 * 2.0.0: text frames are `[join_ref, ref, topic, event, payload]`; binary frames of kind 3 carry a
 * client's broadcast push, kind 4 a broadcast to clients (the only binary kind realtime-js decodes).
 * 1.0.0: text frames are `{topic, event, payload, ref, join_ref}` objects, and no binary at all.
 */

export type Vsn = '1.0.0' | '2.0.0';
export const SUPPORTED_VSN: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A broadcast a 2.0.0 client pushed as binary: its user payload stays as the bytes it sent. */
export interface UserBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  metadata: Record<string, unknown>;
  encoding: 'json' | 'binary';
  payload: Buffer;
}

export type Incoming = { type: 'message'; message: Message } | { type: 'user_broadcast_push'; push: UserBroadcastPush };

const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

export class FrameError extends Error {}

function asRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

export function decodeText(vsn: Vsn, text: string): Message {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length < 5) throw new FrameError('expected V2 array');
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') throw new FrameError('topic and event must be strings');
    return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new FrameError('expected V1 object');
  const o = parsed as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') throw new FrameError('topic and event must be strings');
  return { joinRef: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: o.payload };
}

/** Decodes a binary frame; only the user broadcast push (kind 3) is something a client sends. */
export function decodeBinary(frame: Buffer): UserBroadcastPush {
  if (frame.length < 7 || frame[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
  const sizes = [frame[1]!, frame[2]!, frame[3]!, frame[4]!, frame[5]!];
  const encodingByte = frame[6]!;
  let offset = 7;
  const take = (size: number): string => {
    if (offset + size > frame.length) throw new FrameError('binary frame shorter than its header says');
    const value = frame.toString('utf8', offset, offset + size);
    offset += size;
    return value;
  };
  const [joinRef, ref, topic, userEvent, metadataText] = sizes.map(take) as [string, string, string, string, string];
  let metadata: Record<string, unknown> = {};
  if (metadataText.length > 0) {
    try {
      const parsed: unknown = JSON.parse(metadataText);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) metadata = parsed as Record<string, unknown>;
    } catch {
      throw new FrameError('broadcast metadata is not JSON');
    }
  }
  return {
    joinRef: joinRef === '' ? null : joinRef,
    ref: ref === '' ? null : ref,
    topic,
    userEvent,
    metadata,
    encoding: encodingByte === ENCODING_BINARY ? 'binary' : 'json',
    payload: frame.subarray(offset),
  };
}

export function encodeMessage(vsn: Vsn, msg: Message): string {
  if (vsn === '2.0.0') return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify({ topic: msg.topic, event: msg.event, payload: msg.payload, ref: msg.ref, join_ref: msg.joinRef });
}

export function encodeReply(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  status: 'ok' | 'error',
  response: unknown,
): string {
  return encodeMessage(vsn, { joinRef, ref, topic, event: 'phx_reply', payload: { status, response } });
}

/**
 * A server message whose payload JSON is already serialized, so that fan-out to hundreds of sockets
 * serializes it once and only splices in each channel's join_ref.
 */
export function encodeWithPayloadJson(vsn: Vsn, joinRef: string | null, topic: string, event: string, payloadJson: string): string {
  const jr = JSON.stringify(joinRef);
  const t = JSON.stringify(topic);
  const e = JSON.stringify(event);
  if (vsn === '2.0.0') return `[${jr},null,${t},${e},${payloadJson}]`;
  return `{"topic":${t},"event":${e},"payload":${payloadJson},"ref":null,"join_ref":${jr}}`;
}

function byteField(value: string, name: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > 255) throw new FrameError(`${name} must be at most 255 bytes, is ${bytes.length}`);
  return bytes;
}

/** Kind 4: `kind, topic_size, event_size, metadata_size, encoding, topic, event, metadata, payload`. */
export function encodeUserBroadcast(
  topic: string,
  userEvent: string,
  metadata: Record<string, unknown> | null,
  encoding: 'json' | 'binary',
  payload: Buffer,
): Buffer {
  const t = byteField(topic, 'topic');
  const e = byteField(userEvent, 'user_event');
  const m = metadata ? byteField(JSON.stringify(metadata), 'metadata') : Buffer.alloc(0);
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    t.length,
    e.length,
    m.length,
    encoding === 'json' ? ENCODING_JSON : ENCODING_BINARY,
  ]);
  return Buffer.concat([header, t, e, m, payload]);
}
