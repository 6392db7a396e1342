export { UpgradeScreen } from './upgrade-screen.tsx';
