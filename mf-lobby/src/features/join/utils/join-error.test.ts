import { joinFailure } from './join-error';

describe('joinFailure', () => {
  it('maps a permission error with a remark about the access rules', () => {
    const failure = joinFailure('permission denied for function join_poll');
    expect(failure.message).toMatch(/^Failed to join poll: Permission denied\. \S/);
    expect(failure.redirectToResults).toBe(false);
  });

  it('maps "Poll not found"', () => {
    expect(joinFailure('Poll not found')).toEqual({
      message: 'Failed to join poll: Poll not found or no longer available.',
      redirectToResults: false,
    });
  });

  it('maps an inactive poll and asks for the redirect to the results', () => {
    expect(joinFailure('This poll is no longer active')).toEqual({
      message: 'This poll is no longer active.',
      redirectToResults: true,
    });
  });

  it('keeps any other message', () => {
    expect(joinFailure('Only one ballot per participant').message).toBe('Failed to join poll: Only one ballot per participant');
  });

  it('marks the database refusing the name, so the name field can show it', () => {
    const reserved = 'Name cannot be "Host": Runoff shows that label itself. Please choose another name';
    expect(joinFailure(reserved)).toEqual({ message: `Failed to join poll: ${reserved}`, redirectToResults: false, nameProblem: reserved });
    expect(joinFailure('Name must contain at least one visible letter, digit or symbol').nameProblem).toBe(
      'Name must contain at least one visible letter, digit or symbol',
    );
    expect(joinFailure('This poll is full: it admits at most 30 participants').nameProblem).toBeUndefined();
  });

  it('matches regardless of case', () => {
    expect(joinFailure('Permission Denied').message).toMatch(/Permission denied\./);
  });
});

describe('joinFailure for the room rules of issue 8', () => {
  it('shows the database message for a full poll', () => {
    expect(joinFailure('This poll is full: it admits at most 30 participants')).toEqual({
      message: 'Failed to join poll: This poll is full: it admits at most 30 participants',
      redirectToResults: false,
    });
  });

  it('offers Sign in for an accounts-only poll', () => {
    expect(joinFailure('Sign in with an account to join this poll')).toEqual({
      message: 'Failed to join poll: Sign in with an account to join this poll',
      redirectToResults: false,
      signIn: true,
    });
  });
});
