import { type ReactNode, useEffect, useRef, useState } from "react";
import { useStaffSession } from "#client/session/staff.ts";
import { storeBoardStrings as t } from "../messages.gen.ts";
import { BoardShell } from "./board-shell.tsx";
import { StaffSignIn } from "./staff-sign-in.tsx";

/**
 * Sign-in until there is a staff session, then the board. A session that ends (expired, or
 * refused by the server: the API client forgets it on a 401) brings sign-in back, saying why;
 * the tab staff were on opens again after signing in.
 */
export function StoreBoardGate({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  const token = session?.token ?? null;
  const hadSession = useRef(token !== null);
  const signingOut = useRef(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (token) {
      hadSession.current = true;
      signingOut.current = false;
      setEnded(false);
      return;
    }
    if (hadSession.current && !signingOut.current) setEnded(true);
    hadSession.current = false;
  }, [token]);

  if (!session) return <StaffSignIn notice={ended ? t.sessionEnded : undefined} />;
  return (
    // A new sign-in starts a new board: nothing of the last one's "already seen" carries over.
    <BoardShell
      key={session.token}
      session={session}
      onSignOut={() => {
        signingOut.current = true;
      }}
    >
      {children}
    </BoardShell>
  );
}
