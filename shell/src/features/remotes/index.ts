export { createFederationLoader, type RemoteLoader } from './api/remote-loader';
export { RemoteLoaderContext } from './api/remote-loader-context';
export { RemotePage } from './components/remote-page';
