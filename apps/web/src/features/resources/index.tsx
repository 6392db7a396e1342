/** /vvn and /links: in the route list, content not shown by the spec; titled placeholders. */
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const VvnScreen = () => <ComingSoon title={useT()('screens.vvn')} />;
export const LinksScreen = () => <ComingSoon title={useT()('screens.links')} />;
