import type { RemoteSurface } from '@runoff/contracts';
import { PollDetailPage } from '../features/poll-detail';

export default PollDetailPage satisfies RemoteSurface['mf_polls']['./poll-detail-page']['default'];
