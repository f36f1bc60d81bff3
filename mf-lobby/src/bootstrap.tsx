import { startStandalone } from '@runoff/dev';
import { App } from './app/app';

// The standalone dev page: runtime config, the shared client, then App (the same start-up as the shell's).
startStandalone(App);
