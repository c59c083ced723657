import { usePageTitle } from '../usePageTitle.ts';

/** Live web chats with customers. */
export function ChatsPage() {
  const heading = usePageTitle('Web chats');
  return (
    <h1 ref={heading} tabIndex={-1}>
      Web chats
    </h1>
  );
}
