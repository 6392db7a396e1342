export { AppAccessScreen } from './app-access-screen.tsx';
