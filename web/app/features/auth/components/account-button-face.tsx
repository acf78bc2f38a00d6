import { ChevronDown, UserRound } from 'lucide-react';

/** What the signed-in player's menu button shows: their name between two icons. */
export function AccountButtonFace({ username }: { username: string }) {
  return (
    <>
      <UserRound aria-hidden className="size-4" />
      <span className="max-w-40 truncate">{username}</span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  );
}
