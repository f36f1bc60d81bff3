import type { Participant } from './participant';
import { participantLabels } from './participant-labels';

const person = (id: string, name: string): Participant => ({ id, pollId: 'p', name, joinedAt: null, joinOrder: null, hasVoted: false });

describe('participantLabels', () => {
  it('numbers the unnamed participants among themselves, in joining order, with #', () => {
    const labels = participantLabels([
      person('a', 'Anonymous Participant'),
      person('b', 'ada'),
      person('c', 'Anonymous Participant'),
      person('d', '  '),
    ]);
    expect([...labels.values()]).toEqual([
      { name: 'Participant 1', initial: '#' },
      { name: 'ada', initial: 'A' },
      { name: 'Participant 2', initial: '#' },
      { name: 'Participant 3', initial: '#' },
    ]);
  });

  it('keeps earlier numbers when more people join', () => {
    const first = participantLabels([person('a', 'Anonymous Participant')]);
    const later = participantLabels([person('a', 'Anonymous Participant'), person('b', 'Bo'), person('c', 'Anonymous Participant')]);
    expect(later.get('a')).toEqual(first.get('a'));
    expect(later.get('c')?.name).toBe('Participant 2');
  });
});
