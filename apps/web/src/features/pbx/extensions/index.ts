/** The Extensions screen (spec 001 'Extensions'). */
export { ExtensionsScreen } from './extensions-screen.tsx';
