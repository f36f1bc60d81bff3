export { RemoteSlot, type RemoteSlotProps } from './remote-slot';
