export { HardwareScreen } from './hardware-screen.tsx';
