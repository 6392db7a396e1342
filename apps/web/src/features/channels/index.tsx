/** The environment's outside channels and their providers (issue 12 item 4), for 'environment.manage'. */
export { ChannelsScreen } from './channels-screen.tsx';
