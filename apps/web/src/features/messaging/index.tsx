/** The messaging inbox (spec 000 §2.7) arrives in a coming issue; for now a titled placeholder. */
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const MessagingScreen = () => <ComingSoon title={useT()('screens.messaging')} />;
