import { failure } from '@runoff/platform/i18n';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithRouter } from '@runoff/test-utils';
import { joinFailure } from '../utils/join-error';
import { JoinModal, type JoinModalProps } from './join-modal';

function renderModal(props: Partial<JoinModalProps> = {}) {
  const onJoin = vi.fn();
  const onJoinAnonymously = vi.fn();
  const view = renderWithRouter(
    <JoinModal pollId="poll-9" pollTitle="Council" failure={null} busy={null} list={{ askCode: true }} onJoin={onJoin} onJoinAnonymously={onJoinAnonymously} {...props} />,
    '/polls/poll-9/vote',
  );
  return { onJoin, onJoinAnonymously, ...view };
}

describe('JoinModal on a poll whose voters are on a list', () => {
  it('asks for the voting code first, and sends it with the name', () => {
    const { onJoin } = renderModal();
    const code = screen.getByLabelText('Voting code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('The 12 letters and digits on your card, for example ABCD-EFGH-JKLM')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd efgh jklm' } });
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Poll' }));
    expect(onJoin).toHaveBeenCalledExactlyOnceWith('Ada', 'abcd efgh jklm');
  });

  it('refuses a code that cannot be one without asking the server', () => {
    const { onJoin, onJoinAnonymously } = renderModal();
    fireEvent.change(screen.getByLabelText('Voting code'), { target: { value: 'ABCD-EFGH-JKL0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Anonymously' }));
    expect(screen.getByText('A voting code has 12 letters and digits, like ABCD-EFGH-JKLM.')).toBeTruthy();
    expect(screen.getByLabelText('Voting code').getAttribute('aria-invalid')).toBe('true');
    expect(onJoinAnonymously).not.toHaveBeenCalled();
    expect(onJoin).not.toHaveBeenCalled();
  });

  it('shows the link’s refused code, grouped, with why on the field, until the code is edited', () => {
    renderModal({ list: { askCode: true, initialCode: 'abcdefghjklm' }, failure: joinFailure(failure('voting_code.used')) });
    const code = screen.getByLabelText('Voting code') as HTMLInputElement;
    expect(code.value).toBe('ABCD-EFGH-JKLM');
    expect(document.activeElement).toBe(code);
    const used = 'This voting code has already been used by someone else. Each code lets one person vote: if it is yours, ask the host for a new one.';
    expect(screen.getByText(used)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(code, { target: { value: 'ABCD-EFGH-JKLN' } });
    expect(screen.queryByText(used)).toBeNull();
  });

  it('words the wait after too many wrong codes', () => {
    renderModal({ failure: joinFailure(failure('voting_code.too_many_misses', { minutes: 10 })) });
    expect(screen.getByText('Too many wrong codes were tried. Please wait 10 minutes and try again.')).toBeTruthy();
  });

  it('tells someone not on the list the two ways in, and links the mailed-code sign-in back to this page', async () => {
    const { router } = renderModal({ failure: joinFailure(failure('join.not_on_list')) });
    expect(screen.getByRole('alert').textContent).toContain('Only voters on this poll’s list can vote.');
    const link = screen.getByRole('link', { name: 'Sign in with a code sent to your address' });
    expect(link.getAttribute('href')).toBe('/login?method=code');
    link.click();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?method=code');
    expect(router.state.location.state).toEqual({ from: '/polls/poll-9/vote' });
  });

  it('once the code is accepted, says so and asks only the name', () => {
    const { onJoinAnonymously } = renderModal({ list: { askCode: false } });
    expect(screen.getByRole('status').textContent).toBe('Your voting code is accepted.');
    expect(screen.queryByLabelText('Voting code')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join Anonymously' }));
    expect(onJoinAnonymously).toHaveBeenCalledExactlyOnceWith(null);
  });

  it('asks a signed-in account for the code alone: it joins with its own name', () => {
    const { onJoin } = renderModal({ askName: false, failure: joinFailure(failure('join.not_on_list'), 'ada@example.org') });
    expect(screen.queryByLabelText('Your Name')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join Anonymously' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('You are signed in as \u2068ada@example.org\u2069,');
    fireEvent.change(screen.getByLabelText('Voting code'), { target: { value: 'ABCDEFGHJKLM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Poll' }));
    expect(onJoin).toHaveBeenCalledExactlyOnceWith(null, 'ABCDEFGHJKLM');
  });
});
