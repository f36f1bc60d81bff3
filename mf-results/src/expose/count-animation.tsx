import type { RemoteSurface } from '@runoff/contracts';
import { CountAnimationModal } from '../features/count-animation';

export default CountAnimationModal satisfies RemoteSurface['mf_results']['./count-animation']['default'];
