/** The self-service area chunk: the home of an extension session (/self). */
export { SelfLayout } from './self-layout.tsx';
