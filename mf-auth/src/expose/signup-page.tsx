import type { RemoteSurface } from '@runoff/platform/federation';
import { SignUpPage } from '../features/signup';

export default SignUpPage satisfies RemoteSurface['mf_auth']['./signup-page']['default'];
