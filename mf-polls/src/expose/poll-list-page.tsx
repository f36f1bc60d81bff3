import type { RemoteSurface } from '@runoff/contracts';
import { PollListPage } from '../features/poll-list';

export default PollListPage satisfies RemoteSurface['mf_polls']['./poll-list-page']['default'];
