import type { RemoteSurface } from '@runoff/contracts';
import { CreateSessionPage } from '../features/session-host';

export default CreateSessionPage satisfies RemoteSurface['mf_polls']['./create-session-page']['default'];
