export { VoicemailMessagesScreen } from './voicemail-messages-screen.tsx';
export { VoicemailScreen } from './voicemail-screen.tsx';
