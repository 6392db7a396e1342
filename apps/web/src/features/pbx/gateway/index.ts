/** The Gateway screen (spec 001 'Gateway {gateway}'). */
export { GatewayScreen } from './gateway-screen.tsx';
