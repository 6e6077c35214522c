import { create } from 'zustand';

/**
 * Login state as the header shows it. The real session (token in an httpOnly cookie, decisions.md) is owned by
 * the account code, which calls `setSession` / `clearSession`; until then the shopper is a guest.
 */
export type SessionState = {
  loggedIn: boolean;
  profileName: string;
  setSession: (session: { loggedIn: boolean; profileName: string }) => void;
  clearSession: () => void;
};

export const useSessionStore = create<SessionState>()((set) => ({
  loggedIn: false,
  profileName: '',
  setSession: ({ loggedIn, profileName }) => set({ loggedIn, profileName }),
  clearSession: () => set({ loggedIn: false, profileName: '' }),
}));
