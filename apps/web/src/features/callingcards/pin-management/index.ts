export { PinManagementScreen } from './pin-management-screen.tsx';
