export {
  configureSupabase,
  getSupabase,
  getSupabaseSettings,
  isSupabaseConfigured,
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
export { callRpcBody, RpcRequestError } from './rpc-body';
export { callRpc, type RpcArgs, type RpcName, type RpcResult } from './rpc';
export type { Database, Json } from './database.types';
