import { identityStorage } from '@runoff/platform/auth';
import { ownBallotTexts, readOwnBallot, storeOwnBallot } from './own-ballot';

const ADA = '0b1c6c1e-58c7-4d51-8f7a-5d0c7b2f0a11';
const BEN = '9f3f2a7e-1d1b-4a4b-9d7e-2c6f0e5a8b22';

describe('own ballot', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the submitted ranking per poll in this browser, for the voter only', () => {
    storeOwnBallot(ADA, 'p1', ['option_2', 'option_1']);
    expect(readOwnBallot(ADA, 'p1')).toEqual(['option_2', 'option_1']);
    expect(readOwnBallot(ADA, 'p2')).toBeNull();
    expect(readOwnBallot(BEN, 'p1')).toBeNull();
    expect(readOwnBallot(null, 'p1')).toBeNull();
  });

  it('ignores a damaged entry', () => {
    identityStorage(ADA).write('ballot_p1', '{not json');
    expect(readOwnBallot(ADA, 'p1')).toBeNull();
    identityStorage(ADA).write('ballot_p1', JSON.stringify({ ranking: [] }));
    expect(readOwnBallot(ADA, 'p1')).toBeNull();
    identityStorage(ADA).write('ballot_p1', JSON.stringify(['option_1', 5, null]));
    expect(readOwnBallot(ADA, 'p1')).toEqual(['option_1']);
  });

  it('names the options in ranking order, skipping unknown ids', () => {
    const options = [
      { id: 'option_1', text: 'Pizza' },
      { id: 'option_2', text: 'Sushi' },
    ];
    expect(ownBallotTexts(['option_2', 'option_9', 'option_1'], options)).toEqual(['Sushi', 'Pizza']);
  });
});
