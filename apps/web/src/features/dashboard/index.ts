/** The dashboard area chunk. */
export { DashboardScreen } from './dashboard-screen.tsx';
