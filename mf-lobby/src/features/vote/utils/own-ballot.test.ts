import { ownBallotTexts, readOwnBallot, storeOwnBallot } from './own-ballot';

describe('own ballot', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the submitted ranking per poll in this browser', () => {
    storeOwnBallot('p1', ['option_2', 'option_1']);
    expect(readOwnBallot('p1')).toEqual(['option_2', 'option_1']);
    expect(readOwnBallot('p2')).toBeNull();
  });

  it('ignores a damaged entry', () => {
    window.localStorage.setItem('ballot_p1', '{not json');
    expect(readOwnBallot('p1')).toBeNull();
    window.localStorage.setItem('ballot_p1', JSON.stringify({ ranking: [] }));
    expect(readOwnBallot('p1')).toBeNull();
    window.localStorage.setItem('ballot_p1', JSON.stringify(['option_1', 5, null]));
    expect(readOwnBallot('p1')).toEqual(['option_1']);
  });

  it('names the options in ranking order, skipping unknown ids', () => {
    const options = [
      { id: 'option_1', text: 'Pizza' },
      { id: 'option_2', text: 'Sushi' },
    ];
    expect(ownBallotTexts(['option_2', 'option_9', 'option_1'], options)).toEqual(['Sushi', 'Pizza']);
  });
});
