/** The Messaging screen (spec 000 §2.7) at /messagev2. */
export { MessagingScreen } from './messaging-screen.tsx';
