import { isPollOpen } from './poll-open';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('isPollOpen', () => {
  it('is closed when inactive', () => {
    expect(isPollOpen({ isActive: false, expiresAt: null }, now)).toBe(false);
  });
  it('is open when active without a closing time', () => {
    expect(isPollOpen({ isActive: true, expiresAt: null }, now)).toBe(true);
  });
  it('is closed at and after the closing time', () => {
    expect(isPollOpen({ isActive: true, expiresAt: '2026-11-22T12:00:00.000Z' }, now)).toBe(false);
    expect(isPollOpen({ isActive: true, expiresAt: '2026-11-22T12:00:01.000Z' }, now)).toBe(true);
  });
});
