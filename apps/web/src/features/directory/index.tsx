/** Directory contacts (spec 001) arrive in a coming issue; for now a titled placeholder. */
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const DirectoryScreen = () => <ComingSoon title={useT()('screens.directory')} />;
