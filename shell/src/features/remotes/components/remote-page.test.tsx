import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteLoaderContext } from '../api/remote-loader-context';
import { RemoteLoadError, type RemoteLoader } from '../api/remote-loader';
import { RemotePage } from './remote-page';

function loaderFrom(load: (remote: string, module: string) => Promise<unknown>): RemoteLoader {
  return { load: vi.fn(load) as RemoteLoader['load'] };
}

function renderWith(loader: RemoteLoader, ui: React.ReactNode) {
  return render(<RemoteLoaderContext value={loader}>{ui}</RemoteLoaderContext>);
}

describe('RemotePage', () => {
  it('renders the exposed page once the remote has loaded', async () => {
    const loader = loaderFrom(async () => ({ default: () => <h1>Sign in</h1> }));
    renderWith(loader, <RemotePage remote="mf_auth" module="./login-page" />);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(loader.load).toHaveBeenCalledWith('mf_auth', './login-page');
  });

  it('passes the page its props', async () => {
    const loader = loaderFrom(async () => ({ default: ({ pollId }: { pollId: string }) => <p>poll {pollId}</p> }));
    renderWith(loader, <RemotePage remote="mf_results" module="./results-panel" props={{ pollId: 'p-7' }} />);
    expect(await screen.findByText('poll p-7')).toBeTruthy();
  });

  it('shows a fallback with Retry when the remote is down, and recovers on Retry once it is back', async () => {
    let up = false;
    const loader = loaderFrom(async (remote) => {
      if (!up) throw new RemoteLoadError('mf_polls', `${remote} did not answer`);
      return { default: () => <h1>Dashboard</h1> };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(loader, <RemotePage remote="mf_polls" module="./dashboard-page" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The polls area is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    // Still down: a fresh attempt, the same fallback.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(2);

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader.load).toHaveBeenCalledTimes(3);
  });

  it('says so when the remote needs another version of the site than the page runs', async () => {
    const loader = loaderFrom(async () => {
      throw new RemoteLoadError('mf_auth', 'mf_auth/login-page needs @runoff/platform ^2.0.0, and this page provides 1.1.0', { reason: 'incompatible' });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(loader, <RemotePage remote="mf_auth" module="./login-page" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The account area is unavailable right now');
    expect(alert.textContent).toContain('built for another version of the site');
    expect(alert.textContent).toContain('needs @runoff/platform ^2.0.0, and this page provides 1.1.0');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps a failure inside its own area', async () => {
    const loader = loaderFrom(async (remote) => {
      if (remote === 'mf_results') throw new RemoteLoadError('mf_results', 'down');
      return { default: () => <p>poll detail works</p> };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(
      loader,
      <>
        <RemotePage remote="mf_results" module="./results-panel" props={{ pollId: '1' }} />
        <RemotePage remote="mf_auth" module="./profile-page" />
      </>,
    );
    expect(await screen.findByText('poll detail works')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('The results area is unavailable');
  });

  it('catches a remote page that crashes while rendering', async () => {
    const loader = loaderFrom(async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWith(loader, <RemotePage remote="mf_auth" module="./signup-page" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The account area is unavailable');
  });
});

// Compile-time checks (tsc runs over the tests): the loader is typed by RemoteSurface.
export function typeChecks() {
  return (
    <>
      <RemotePage remote="mf_auth" module="./login-page" />
      <RemotePage remote="mf_results" module="./results-panel" props={{ pollId: 'p' }} />
      {/* @ts-expect-error: mf_auth exposes no such module */}
      <RemotePage remote="mf_auth" module="./dashboard-page" />
      {/* @ts-expect-error: the join page needs its pollId */}
      <RemotePage remote="mf_lobby" module="./join-page" />
      {/* @ts-expect-error: the poll detail page also needs the results panel */}
      <RemotePage remote="mf_polls" module="./poll-detail-page" props={{ pollId: 'p' }} />
    </>
  );
}
