import type { RemoteSurface } from '@runoff/shared/federation';
import { JoinPage } from '../pages/join-page';

export default JoinPage satisfies RemoteSurface['mf_lobby']['./join-page']['default'];
