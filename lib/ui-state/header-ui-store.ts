import { create } from 'zustand';

/** Mobile search field visibility: the toggle button and the field live in different parts of the header row. */
export type HeaderUiState = { searchOpen: boolean; setSearchOpen: (open: boolean) => void };

export const useHeaderUiStore = create<HeaderUiState>()((set) => ({
  searchOpen: false,
  setSearchOpen: (searchOpen) => set({ searchOpen }),
}));
