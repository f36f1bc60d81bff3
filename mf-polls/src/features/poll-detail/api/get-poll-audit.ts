import { callRpc } from '@runoff/platform/supabase';
import { parseAudit, type AuditEntry } from '../utils/parse-audit';

/** The poll's audit trail, oldest first: the host only (audit.not_host for anyone else). */
export async function getPollAudit(pollId: string): Promise<AuditEntry[]> {
  return parseAudit(await callRpc('get_poll_audit', { poll_id: pollId }));
}
