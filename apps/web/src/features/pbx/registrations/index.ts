export { RegistrationsScreen } from './registrations-screen.tsx';
