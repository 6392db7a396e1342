export { InboundRoutesScreen } from './inbound-routes-screen.tsx';
