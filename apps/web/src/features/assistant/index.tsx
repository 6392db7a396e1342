/** The ship's assistant's FAQ editor (bot 9998214, issue 12 item 5), for 'environment.manage'. */
export { AssistantScreen } from './assistant-screen.tsx';
