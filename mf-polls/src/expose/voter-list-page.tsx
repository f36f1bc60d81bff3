import type { RemoteSurface } from '@runoff/contracts';
import { VoterListPage } from '../features/voter-list';

export default VoterListPage satisfies RemoteSurface['mf_polls']['./voter-list-page']['default'];
