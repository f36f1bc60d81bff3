import { describe, expect, it } from 'vitest';
import { OutgoingBroadcast } from './broadcast.js';
import { decodeBinary, decodeText, encodeMessage, encodeUserBroadcast, encodeWithPayloadJson, FrameError } from './serializer.js';

/** A kind 3 frame laid out byte for byte as realtime-js 2.119's Serializer._encodeUserBroadcastPush does. */
function clientPush(joinRef: string, ref: string, topic: string, event: string, metadata: string, encoding: number, payload: Buffer) {
  const parts = [joinRef, ref, topic, event, metadata].map((s) => Buffer.from(s, 'utf8'));
  return Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), encoding]), ...parts, payload]);
}

/** The decoder of realtime-js 2.119 (Serializer._decodeUserBroadcast), to check what a client reads. */
function clientDecodeKind4(frame: Buffer) {
  const buffer = new Uint8Array(frame).buffer;
  const view = new DataView(buffer);
  const decoder = new TextDecoder();
  expect(view.getUint8(0)).toBe(4);
  const [topicSize, eventSize, metaSize, encoding] = [1, 2, 3, 4].map((i) => view.getUint8(i)) as [number, number, number, number];
  let offset = 5;
  const topic = decoder.decode(buffer.slice(offset, (offset += topicSize)));
  const event = decoder.decode(buffer.slice(offset, (offset += eventSize)));
  const meta = decoder.decode(buffer.slice(offset, (offset += metaSize)));
  const payload = buffer.slice(offset);
  return {
    topic,
    event,
    meta: metaSize > 0 ? JSON.parse(meta) : undefined,
    payload: encoding === 1 ? JSON.parse(decoder.decode(payload)) : payload,
  };
}

describe('serializer', () => {
  it('decodes 2.0.0 text frames and keeps refs as strings', () => {
    expect(decodeText('2.0.0', '["1","2","realtime:room","phx_join",{"a":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { a: 1 },
    });
    expect(decodeText('2.0.0', '[null,"7","phoenix","heartbeat",{}]').joinRef).toBeNull();
  });

  it('decodes 1.0.0 object frames', () => {
    const msg = decodeText('1.0.0', '{"topic":"realtime:r","event":"presence","payload":{},"ref":"3","join_ref":"1"}');
    expect(msg).toMatchObject({ joinRef: '1', ref: '3', topic: 'realtime:r', event: 'presence' });
  });

  it('refuses frames that are not the protocol', () => {
    expect(() => decodeText('2.0.0', 'nope')).toThrow(FrameError);
    expect(() => decodeText('2.0.0', '{"topic":"x"}')).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([4, 0, 0, 0, 0, 0, 0]))).toThrow(FrameError);
    expect(() => decodeBinary(Buffer.from([3, 9, 0, 0, 0, 0, 1, 65]))).toThrow(/shorter/);
  });

  it('decodes a kind 3 user broadcast push with multi-byte strings and metadata', () => {
    const payload = Buffer.from(JSON.stringify({ vote: 'é🎉' }));
    const push = decodeBinary(clientPush('1', '5', 'realtime:salle-é', 'vote', '{"persist":true}', 1, payload));
    expect(push).toMatchObject({ joinRef: '1', ref: '5', topic: 'realtime:salle-é', userEvent: 'vote', encoding: 'json' });
    expect(push.metadata).toEqual({ persist: true });
    expect(JSON.parse(push.payload.toString('utf8'))).toEqual({ vote: 'é🎉' });
  });

  it('encodes kind 4 the way realtime-js decodes it', () => {
    const frame = encodeUserBroadcast('realtime:room', 'tick', { id: 'abc' }, 'json', Buffer.from('{"n":1}'));
    expect(clientDecodeKind4(frame)).toEqual({ topic: 'realtime:room', event: 'tick', meta: { id: 'abc' }, payload: { n: 1 } });
  });

  it('splices a pre-serialized payload into both protocol versions', () => {
    const v2 = encodeWithPayloadJson('2.0.0', '4', 'realtime:r', 'presence_diff', '{"joins":{},"leaves":{}}');
    expect(JSON.parse(v2)).toEqual(['4', null, 'realtime:r', 'presence_diff', { joins: {}, leaves: {} }]);
    const v1 = encodeWithPayloadJson('1.0.0', null, 'realtime:r', 'broadcast', '{"a":1}');
    expect(JSON.parse(v1)).toEqual({ topic: 'realtime:r', event: 'broadcast', payload: { a: 1 }, ref: null, join_ref: null });
    expect(JSON.parse(encodeMessage('2.0.0', { joinRef: '1', ref: '1', topic: 't', event: 'phx_close', payload: {} }))).toEqual([
      '1', '1', 't', 'phx_close', {},
    ]);
  });
});

describe('OutgoingBroadcast', () => {
  const userSource = { kind: 'user' as const, userEvent: 'vote', encoding: 'json' as const, payload: Buffer.from('{"x":2}'), metadata: null };

  it('sends a user broadcast as kind 4 binary to 2.0.0 and as JSON to 1.0.0', () => {
    const message = new OutgoingBroadcast('realtime:r', userSource);
    const binary = message.frameFor('2.0.0', '1');
    expect(Buffer.isBuffer(binary)).toBe(true);
    expect(message.frameFor('2.0.0', '9')).toBe(binary); // encoded once for every 2.0.0 socket
    expect(JSON.parse(message.frameFor('1.0.0', '3') as string)).toEqual({
      topic: 'realtime:r',
      event: 'broadcast',
      payload: { event: 'vote', payload: { x: 2 }, type: 'broadcast' },
      ref: null,
      join_ref: '3',
    });
  });

  it('cannot give a binary payload to a 1.0.0 socket', () => {
    const message = new OutgoingBroadcast('realtime:r', { ...userSource, encoding: 'binary', payload: Buffer.from([1, 2]) });
    expect(message.frameFor('1.0.0', '1')).toBeNull();
  });

  it('relays a JSON push as text carrying each channel join_ref', () => {
    const message = new OutgoingBroadcast('realtime:r', { kind: 'json', payload: { type: 'broadcast', event: 'e', payload: { a: 1 } } });
    expect(JSON.parse(message.frameFor('2.0.0', '12') as string)).toEqual([
      '12', null, 'realtime:r', 'broadcast', { type: 'broadcast', event: 'e', payload: { a: 1 } },
    ]);
  });
});
