/** What the bench and its participant processes say to each other over IPC. Times are epoch ms (now()). */
export type ToParticipants =
  | { type: 'join'; url: string; anonKey: string; pollId: string; count: number; offset: number; concurrency: number }
  | { type: 'vote'; pollId: string; options: number; voteSpreadMs: number }
  /** Report when each participant's channel was SUBSCRIBED again after `since` (the stack's restart began). */
  | { type: 'await-back'; since: number; timeoutMs: number }
  | { type: 'await-end' }
  | { type: 'close' };

export type FromParticipants =
  | { type: 'joined'; joinMs: number[]; joinPollMs: number[]; failed: number; subscribeRetries: number; errors: string[]; participantIds: string[] }
  /** acks: [participant id, submit_vote called at, 2xx answer at] */
  | {
      type: 'voted';
      acks: Array<[string, number, number]>;
      failed: number;
      errors: string[];
      /** submit_vote calls repeated after a network error, a 5xx or a 429 (the stack restarting). */
      retries: number;
      /** Retries answered "already voted": stored by an earlier call whose answer was lost (the app shows success). */
      alreadyStored: number;
    }
  /** backMs: from `since` to SUBSCRIBED again, one per participant back; missing: not back within the timeout. */
  | { type: 'back'; backMs: number[]; missing: number }
  /** messages: Realtime messages each participant's lobby received from its join to the end. */
  | { type: 'ended'; heard: number; messages: number[] };
