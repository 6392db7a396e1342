/** Broadcast groups (spec 000 §2.8) arrive in a coming issue; for now a titled placeholder. */
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const BroadcastScreen = () => <ComingSoon title={useT()('screens.broadcast')} />;
