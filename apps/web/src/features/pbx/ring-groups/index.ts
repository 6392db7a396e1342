export { RingGroupsScreen } from './ring-groups-screen.tsx';
