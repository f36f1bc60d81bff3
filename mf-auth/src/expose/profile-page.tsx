import type { RemoteSurface } from '@runoff/contracts';
import { ProfilePage } from '../features/profile';

export default ProfilePage satisfies RemoteSurface['mf_auth']['./profile-page']['default'];
