/** Directory contacts (spec 001 Directory). */
export { DirectoryScreen } from './directory-screen.tsx';
