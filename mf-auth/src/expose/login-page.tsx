import type { RemoteSurface } from '@runoff/contracts';
import { LoginPage } from '../features/login';

export default LoginPage satisfies RemoteSurface['mf_auth']['./login-page']['default'];
