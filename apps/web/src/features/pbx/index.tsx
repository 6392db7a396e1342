/** The PBX area (spec 001). Its screens arrive in a coming issue; for now each is a titled placeholder. */
import { useParams } from 'react-router';
import { useT } from '../../kit/i18n/index.ts';
import { ComingSoon } from '../../kit/ui/coming-soon.tsx';

export const RegistrationsScreen = () => <ComingSoon title={useT()('screens.registrations')} />;
export const ExtensionsScreen = () => <ComingSoon title={useT()('screens.extensions')} />;
export const InboundRouteScreen = () => <ComingSoon title={useT()('screens.inboundRoute')} />;
export const GatewayReportScreen = () => <ComingSoon title={useT()('screens.gatewayReport')} />;
export const AppAccessScreen = () => <ComingSoon title={useT()('screens.appAccess')} />;
export const RingGroupsScreen = () => <ComingSoon title={useT()('screens.ringGroups')} />;
export const HardwareScreen = () => <ComingSoon title={useT()('screens.hardware')} />;
export const VoicemailScreen = () => <ComingSoon title={useT()('screens.voicemail')} />;
export const FeatureCodesScreen = () => <ComingSoon title={useT()('screens.featureCodes')} />;

export function GatewayScreen() {
  const t = useT();
  return <ComingSoon title={t('screens.gateway', { gateway: useParams().gateway ?? '' })} />;
}

export function VoicemailMessagesScreen() {
  const t = useT();
  return <ComingSoon title={t('screens.voicemailMessages', { extension: useParams().extension ?? '' })} />;
}
