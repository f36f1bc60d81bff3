import { OutgoingBroadcast } from './broadcast.js';
import type { FrameLabel } from './frame-counts.js';
import { PresenceRoom, type PresenceDiff } from './presence.js';
import { encodeWithPayloadJson, type Vsn } from './serializer.js';

/** What the hub needs of a joined channel to fan a message out to it. */
export interface Subscriber {
  readonly vsn: Vsn;
  readonly joinRef: string | null;
  /** Private channels receive broadcasts only with broadcast.read, presence diffs only with presence.read. */
  canReceiveBroadcast(): boolean;
  canReceivePresence(): boolean;
  deliver(frame: string | Buffer, label: FrameLabel): void;
}

/**
 * Everyone joined to one topic. Public and private channels of the same name are different rooms,
 * as hosted Realtime keeps them on different PubSub topics: a private message never reaches a
 * public channel and the other way round.
 */
export class Room {
  readonly subscribers = new Set<Subscriber>();
  readonly presence = new PresenceRoom();

  constructor(
    readonly key: string,
    /** The topic as clients joined it: `realtime:<name>`. */
    readonly topic: string,
  ) {}

  broadcast(message: OutgoingBroadcast, except?: Subscriber): void {
    const label: FrameLabel = { topic: this.topic, event: message.event, kind: 'broadcast' };
    for (const subscriber of this.subscribers) {
      if (subscriber === except || !subscriber.canReceiveBroadcast()) continue;
      const frame = message.frameFor(subscriber.vsn, subscriber.joinRef);
      if (frame !== null) subscriber.deliver(frame, label);
    }
  }

  presenceDiff(diff: PresenceDiff): void {
    const json = JSON.stringify(diff);
    const label: FrameLabel = { topic: this.topic, event: 'presence_diff', kind: 'presence' };
    for (const subscriber of this.subscribers) {
      if (!subscriber.canReceivePresence()) continue;
      subscriber.deliver(encodeWithPayloadJson(subscriber.vsn, subscriber.joinRef, this.topic, 'presence_diff', json), label);
    }
  }
}

function roomKey(isPrivate: boolean, subTopic: string): string {
  return `${isPrivate ? 'private' : 'public'}:${subTopic}`;
}

export class Hub {
  private readonly rooms = new Map<string, Room>();

  enter(isPrivate: boolean, subTopic: string, subscriber: Subscriber): Room {
    const key = roomKey(isPrivate, subTopic);
    let room = this.rooms.get(key);
    if (!room) {
      room = new Room(key, `realtime:${subTopic}`);
      this.rooms.set(key, room);
    }
    room.subscribers.add(subscriber);
    return room;
  }

  /** Takes the subscriber out, with its presence (the leave goes to those who stay). */
  leave(room: Room, subscriber: Subscriber): void {
    room.subscribers.delete(subscriber);
    const diff = room.presence.untrack(subscriber);
    if (diff) room.presenceDiff(diff);
    if (room.subscribers.size === 0 && room.presence.size === 0) this.rooms.delete(room.key);
  }

  find(isPrivate: boolean, subTopic: string): Room | undefined {
    return this.rooms.get(roomKey(isPrivate, subTopic));
  }

  get roomCount(): number {
    return this.rooms.size;
  }
}
