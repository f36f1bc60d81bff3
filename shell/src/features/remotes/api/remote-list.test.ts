import { appPorts } from '@runoff/build/federation';
import { remoteNames } from './remote-names';
import { describe, expect, it } from 'vitest';
import { remoteLabels } from '../components/remote-labels';

/** appPorts (@runoff/build/federation) is the one list of apps: the shell's contract must name the same remotes. */
describe('the remotes the shell knows', () => {
  const remotes = Object.keys(appPorts).filter((name) => name !== 'shell').sort();

  it('are exactly the remotes of appPorts', () => {
    expect([...remoteNames].sort()).toEqual(remotes);
  });

  it('each have a name for their area’s fallback', () => {
    expect(Object.keys(remoteLabels).sort()).toEqual(remotes);
  });
});
