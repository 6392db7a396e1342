/**
 * Signed-out screens outside the marketing layout (sign-in, code entry, not-found) with the chat-support
 * widget (spec 000 §2.1), which the marketing layout renders itself. Only the widget's launcher button is
 * in this code; its panel loads when pressed, so the login route's JS stays within its budget.
 */
import { Outlet } from 'react-router';
import { ChatWidget } from '../features/public/chat-widget.tsx';

export function SignedOutChat() {
  return (
    <>
      <Outlet />
      <ChatWidget />
    </>
  );
}
