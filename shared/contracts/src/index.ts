export type * from './remote-surface';
