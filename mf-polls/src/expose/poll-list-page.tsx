import type { RemoteSurface } from '@runoff/platform/federation';
import { PollListPage } from '../features/poll-list';

export default PollListPage satisfies RemoteSurface['mf_polls']['./poll-list-page']['default'];
