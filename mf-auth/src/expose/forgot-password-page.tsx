import type { RemoteSurface } from '@runoff/platform/federation';
import { ForgotPasswordPage } from '../features/forgot-password';

export default ForgotPasswordPage satisfies RemoteSurface['mf_auth']['./forgot-password-page']['default'];
