import { describe, expect, it } from 'vitest';
import { DEFAULT_VOTER_SETTINGS, toVoterSettings } from './who-may-vote';

describe('who may vote and trackers', () => {
  it('defaults to anyone with the link and no trackers: a poll created as before', () => {
    expect(toVoterSettings(DEFAULT_VOTER_SETTINGS)).toEqual({ voters: 'anyone', trackers: false });
  });

  it('turns trackers on for a list poll until the host sets them', () => {
    expect(toVoterSettings({ voters: 'list', trackers: null })).toEqual({ voters: 'list', trackers: true });
    expect(toVoterSettings({ voters: 'accounts', trackers: null })).toEqual({ voters: 'accounts', trackers: false });
    expect(toVoterSettings({ voters: 'list', trackers: false })).toEqual({ voters: 'list', trackers: false });
    expect(toVoterSettings({ voters: 'anyone', trackers: true })).toEqual({ voters: 'anyone', trackers: true });
  });
});
