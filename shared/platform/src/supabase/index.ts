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
export { errorMessage, failureMessage } from './errors';
export { realtimeReconnectDelay } from './reconnect';
export { callRpcBody } from './rpc-body';
export { callRpcWithoutSession, RpcRequestError } from './rpc-request';
export { isAuthApiError, isAuthError, isAuthRetryableFetchError, isAuthSessionMissingError } from './auth-errors';
export { callRpc, type RpcArgs, type RpcName, type RpcResult } from './rpc';
export type { Database, Json } from './database.types';
