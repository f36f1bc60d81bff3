export {
  configureSupabase,
  getSupabase,
  getSupabaseSettings,
  isSupabaseConfigured,
  loadSupabase,
  mayHoldSession,
  sessionStorageKey,
  whenSupabaseConfigured,
  type RunoffSupabaseClient,
  type SupabaseSettings,
} from './client';
export {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from './runtime-config';
export { realtimeReconnectDelay } from './reconnect';
export { isAuthApiError, isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError } from './auth-errors';
export { callRpc, EARLY_CALL_FRESH_MS, RpcRequestError, startRpcEarly, type RpcArgs, type RpcBody, type RpcName, type RpcOptions, type RpcResult } from './rpc';
export type { Database, Json } from './database.types';
