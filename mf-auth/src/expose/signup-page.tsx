import type { RemoteSurface } from '@runoff/contracts';
import { SignUpPage } from '../features/signup';

export default SignUpPage satisfies RemoteSurface['mf_auth']['./signup-page']['default'];
