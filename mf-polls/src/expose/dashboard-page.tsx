import type { RemoteSurface } from '@runoff/contracts';
import { DashboardPage } from '../features/dashboard';

export default DashboardPage satisfies RemoteSurface['mf_polls']['./dashboard-page']['default'];
