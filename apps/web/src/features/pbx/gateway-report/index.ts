export { GatewayReportScreen } from './gateway-report-screen.tsx';
