import pg from 'pg';
import type { StorageLimits } from '../config/config.js';

const COLUMNS: Record<keyof StorageLimits, string> = {
  pollsPerAddress: 'polls_per_address',
  pollBytesPerAddress: 'poll_bytes_per_address',
  pollsInAll: 'polls_in_all',
  pollBytesInAll: 'poll_bytes_in_all',
  joinsPerAddress: 'joins_per_address',
  joinsInAll: 'joins_in_all',
  voterEntriesPerAddress: 'voter_entries_per_address',
  voterEntriesInAll: 'voter_entries_in_all',
};

/**
 * Sets the given storage limits in the database (private.storage_limits, migration
 * 20261125120300_storage_limits.sql, voter entries 20261128233100_voter_entry_storage.sql); the others keep the values it holds. Superuser URL.
 */
export async function setStorageLimits(databaseUrl: string, limits: Partial<StorageLimits>): Promise<void> {
  const entries = (Object.keys(COLUMNS) as Array<keyof StorageLimits>).filter((key) => limits[key] !== undefined);
  if (entries.length === 0) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update private.storage_limits set ${entries.map((key, i) => `${COLUMNS[key]} = $${i + 1}`).join(', ')}`,
      entries.map((key) => limits[key]),
    );
  } finally {
    await client.end();
  }
}
