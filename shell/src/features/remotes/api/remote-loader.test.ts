import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => runtime }));

const { createFederationLoader, RemoteLoadError } = await import('./remote-loader');

const manifests = { mf_auth: 'http://localhost:3001/mf-manifest.json', mf_polls: 'http://localhost:3002/mf-manifest.json' };
const LoginPage = () => null;

describe('createFederationLoader', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('registers the configured remotes and the timeout plugin, and ignores unknown names', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    createFederationLoader({ ...manifests, mf_unknown: 'http://localhost:9/mf-manifest.json' });
    expect(runtime.registerPlugins).toHaveBeenCalledWith([expect.objectContaining({ name: 'runoff-remote-timeout' })]);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_auth', entry: manifests.mf_auth },
      { name: 'mf_polls', entry: manifests.mf_polls },
    ]);
  });

  it('loads an exposed module by remote and module name', async () => {
    runtime.loadRemote.mockResolvedValue({ default: LoginPage });
    const loader = createFederationLoader(manifests);
    await expect(loader.load('mf_auth', './login-page')).resolves.toEqual({ default: LoginPage });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_auth/login-page');
  });

  it('fails clearly for a remote missing from the runtime config', async () => {
    const loader = createFederationLoader(manifests);
    await expect(loader.load('mf_lobby', './join-page')).rejects.toThrow('mf_lobby is not listed in runtime-config.json');
  });

  it('after a failure, registers the remote again with force so the next attempt refetches', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ default: LoginPage });
    const loader = createFederationLoader(manifests);
    const failure = loader.load('mf_auth', './login-page');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Could not load mf_auth/login-page: Failed to fetch');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);

    await expect(loader.load('mf_auth', './login-page')).resolves.toEqual({ default: LoginPage });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_auth', entry: manifests.mf_auth }], { force: true });
  });

  it('gives up on a remote that never answers', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const loader = createFederationLoader(manifests);
    const pending = loader.load('mf_polls', './dashboard-page');
    const assertion = expect(pending).rejects.toThrow('mf_polls did not answer within 8 s');
    await vi.advanceTimersByTimeAsync(8000);
    await assertion;
  });

  it('names a shared singleton of another major version as the reason, with both versions', async () => {
    runtime.loadRemote.mockRejectedValueOnce(
      new Error(
        '[ Federation Runtime ]: Version 1.1.0 from shell of shared singleton module @runoff/platform/auth does not satisfy the requirement of mf_auth which needs ^2.0.0)',
      ),
    );
    const loader = createFederationLoader(manifests);
    const failure = loader.load('mf_auth', './login-page');
    await expect(failure).rejects.toMatchObject({
      reason: 'incompatible',
      message: 'mf_auth/login-page needs @runoff/platform ^2.0.0, and this page provides 1.1.0',
    });
  });

  it('calls any other failure unreachable', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('Failed to fetch'));
    const loader = createFederationLoader(manifests);
    await expect(loader.load('mf_auth', './login-page')).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('rejects a module without a default export', async () => {
    runtime.loadRemote.mockResolvedValue({});
    const loader = createFederationLoader(manifests);
    await expect(loader.load('mf_auth', './login-page')).rejects.toThrow('mf_auth/login-page has no default export');
  });
});
