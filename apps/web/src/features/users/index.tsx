/** Domain users (spec 001) arrive in a coming issue; for now titled placeholders. */
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const UsersScreen = () => <ComingSoon title={useT()('screens.users')} />;
export const UserDetailsScreen = () => <ComingSoon title={useT()('screens.userDetails')} />;
