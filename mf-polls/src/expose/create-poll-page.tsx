import type { RemoteSurface } from '@runoff/contracts';
import { CreatePollPage } from '../features/create-poll';

export default CreatePollPage satisfies RemoteSurface['mf_polls']['./create-poll-page']['default'];
