/** The audit log (issue 10 item 5): who changed what, for administrators and auditors. */
export { AuditScreen } from './audit-screen.tsx';
