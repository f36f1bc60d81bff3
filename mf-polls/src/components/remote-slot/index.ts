export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
export { RemoteLobbyPanel, RemoteResultsPanel } from './remote-panels';
