/** What the bench and its participant processes say to each other over IPC. Times are epoch ms (now()). */
export type ToParticipants =
  | { type: 'join'; url: string; anonKey: string; pollId: string; count: number; offset: number; concurrency: number }
  | { type: 'vote'; pollId: string; options: number; voteSpreadMs: number }
  | { type: 'await-end' }
  | { type: 'close' };

export type FromParticipants =
  | { type: 'joined'; joinMs: number[]; joinPollMs: number[]; failed: number; subscribeRetries: number; errors: string[]; participantIds: string[] }
  /** acks: [participant id, submit_vote called at, 2xx answer at] */
  | { type: 'voted'; acks: Array<[string, number, number]>; failed: number; errors: string[] }
  | { type: 'ended'; heard: number };
