import type { PublicPopup } from '@cellar/shared/content/popup';

/**
 * What a visitor has seen: a ONCE popup is remembered in localStorage (for good), an EVERY_VISIT one in
 * sessionStorage (for this visit: it shows again on the next). Keyed by the popup and its `updatedAt`, so a changed
 * popup shows again. Storage may be refused (private modes): the popup then shows, as for a new visitor.
 */
const key = (idSite: number, popup: PublicPopup) => `cellar.popup.${idSite}.${popup.id}`;
const storage = (popup: PublicPopup): Storage | null => {
  try {
    return popup.frequency === 'ONCE' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export function wasSeen(idSite: number, popup: PublicPopup): boolean {
  try {
    return storage(popup)?.getItem(key(idSite, popup)) === popup.updatedAt;
  } catch {
    return false;
  }
}

export function markSeen(idSite: number, popup: PublicPopup): void {
  try {
    storage(popup)?.setItem(key(idSite, popup), popup.updatedAt);
  } catch {
    // Not remembered: it shows again, which is the lesser harm.
  }
}
