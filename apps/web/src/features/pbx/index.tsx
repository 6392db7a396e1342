/** The PBX area (spec 001): its screens, loaded by the router as one chunk. */

export { AppAccessScreen } from './app-access/index.ts';
export { PbxCdrsScreen } from './cdrs/index.ts';
export { ExtensionsScreen } from './extensions/index.ts';
export { FeatureCodesScreen } from './feature-codes/index.ts';
export { GatewayScreen } from './gateway/index.ts';
export { GatewayReportScreen } from './gateway-report/index.ts';
export { HardwareScreen } from './hardware/index.ts';
export { InboundRoutesScreen as InboundRouteScreen } from './inbound-routes/index.ts';
export { RegistrationsScreen } from './registrations/index.ts';
export { RingGroupsScreen } from './ring-groups/index.ts';
export { VoicemailMessagesScreen, VoicemailScreen } from './voicemail/index.ts';
