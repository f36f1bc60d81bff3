import { toNewPoll, validatePollForm } from './validate-poll-form';

const filled = { title: 'Lunch', description: '', category: '', options: ['Pizza', 'Sushi'] };

describe('validatePollForm', () => {
  it('accepts a titled poll with two options', () => {
    expect(validatePollForm(filled)).toBeNull();
  });

  it('requires a title that is not blank', () => {
    expect(validatePollForm({ ...filled, title: '   ' })).toBe('Please enter a title');
  });

  it('requires at least 2 options', () => {
    expect(validatePollForm({ ...filled, options: ['Pizza'] })).toBe('A poll must have at least 2 options');
  });

  it('requires at least 2 options with text', () => {
    expect(validatePollForm({ ...filled, options: ['Pizza', '  ', ''] })).toBe('Please provide at least 2 non-empty options');
  });

  it('reports the title first when several things are wrong', () => {
    expect(validatePollForm({ ...filled, title: '', options: [] })).toBe('Please enter a title');
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
