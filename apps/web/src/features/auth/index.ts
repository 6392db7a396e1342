/** The auth area, loaded as one chunk by the /auth and /authcode routes. */
export { CodeScreen } from './code-screen.tsx';
export { LoginScreen } from './login-screen.tsx';
