import type { RemoteSurface } from '@runoff/contracts';
import { ForgotPasswordPage } from '../features/forgot-password';

export default ForgotPasswordPage satisfies RemoteSurface['mf_auth']['./forgot-password-page']['default'];
