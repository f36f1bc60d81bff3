import { englishWords } from './words';

describe('English words', () => {
  it('says 1 vote and 2 votes', () => {
    expect(englishWords.votes(1)).toBe('1 vote');
    expect(englishWords.votes(2)).toBe('2 votes');
    expect(englishWords.votes(0)).toBe('0 votes');
    expect(englishWords.votes(100000)).toBe('100,000 votes');
    expect(englishWords.votes(1.00001)).toBe('1 vote');
    expect(englishWords.count(8.83321)).toBe('8.8332');
  });

  it('lists names in one style', () => {
    expect(englishWords.list(['Pizza'])).toBe('Pizza');
    expect(englishWords.list(['Pizza', 'Tacos'])).toBe('Pizza and Tacos');
    expect(englishWords.list(['Pizza', 'Sushi', 'Tacos'])).toBe('Pizza, Sushi, and Tacos');
    expect(englishWords.units(['Alien 3', 'Heat 2', 'Jaws 1'])).toBe('Alien 3, Heat 2, Jaws 1');
  });
});
