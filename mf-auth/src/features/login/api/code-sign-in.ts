import { loadSupabase } from '@runoff/platform/supabase';

/**
 * Sign-in with a code from an e-mail: Supabase Auth's signInWithOtp, then verifyOtp. Any address gets
 * a code (an unknown one an account, as a voter on an e-mail list needs); the shared auth store hears the
 * session through the client's SIGNED_IN event, as every remote does.
 */
export async function sendSignInCode(email: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signInWithOtp({ email: email.trim() });
  if (error) throw error;
}

export async function signInWithCode(email: string, code: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.verifyOtp({ email: email.trim(), token: code, type: 'email' });
  if (error) throw error;
}
