import type { Poll } from '@runoff/shared/domain';

/** A poll as get_poll returns it, with any field overridden. */
export function pollFixture(overrides: Partial<Poll> = {}): Poll {
  return {
    id: '6f1c1f9e-3f4a-4c55-9a53-0d6c2f0e8a11',
    title: 'Team lunch',
    description: 'Where do we eat on Friday?',
    category: 'Food',
    options: [
      { id: 'option_1', text: 'Pizza', order: 0 },
      { id: 'option_2', text: 'Sushi', order: 1 },
      { id: 'option_3', text: 'Tacos', order: 2 },
    ],
    createdBy: 'user-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    isActive: true,
    status: 'waiting',
    participantCount: 0,
    expiresAt: null,
    ...overrides,
  };
}
