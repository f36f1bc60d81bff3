import { toNewPoll, validatePollForm } from './validate-poll-form';

const filled = { title: 'Lunch', description: '', category: '', options: ['Pizza', 'Sushi'] };

describe('validatePollForm', () => {
  it('accepts a titled poll with two options', () => {
    expect(validatePollForm(filled)).toBeNull();
  });

  it('requires a title that is not blank', () => {
    expect(validatePollForm({ ...filled, title: '   ' })).toBe('titleRequired');
  });

  it('requires at least 2 options', () => {
    expect(validatePollForm({ ...filled, options: ['Pizza'] })).toBe('tooFewOptions');
  });

  it('requires at least 2 options with text', () => {
    expect(validatePollForm({ ...filled, options: ['Pizza', '  ', ''] })).toBe('tooFewFilledOptions');
  });

  it('reports the title first when several things are wrong', () => {
    expect(validatePollForm({ ...filled, title: '', options: [] })).toBe('titleRequired');
  });
});

describe('toNewPoll', () => {
  it('trims the text fields and drops blank options', () => {
    expect(toNewPoll({ title: ' Lunch ', description: ' Friday\n', category: ' Food ', options: [' Pizza', '', 'Sushi ', '  '] })).toEqual({
      title: 'Lunch',
      description: 'Friday',
      category: 'Food',
      options: ['Pizza', 'Sushi'],
    });
  });
});
