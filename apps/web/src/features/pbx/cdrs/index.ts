/** The PBX Call Records screen (issue 14 item 3). */
export { PbxCdrsScreen } from './pbx-cdrs-screen.tsx';
