import { type MouseEvent, type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * An Ant Design popup (Dropdown, Popover) set up when it is first opened, not when the page is drawn. The
 * header's bell, Export and Quick Add are on every screen, and each popup sets up its trigger machinery as it
 * mounts (state set in layout effects, a second render inside React's commit): on a phone's first screen
 * that was a large part of the main thread's work. Until then the control is its light button alone; the
 * click that opens it sets the popup up, open, around the same button, and gives the focus back to the
 * button if it had it (the button is drawn anew inside the popup's trigger).
 *
 *   const popup = usePopupOnDemand();
 *   <PopupAnchor popup={popup}>
 *     {popup.setUp ? <Popover open={popup.open} onOpenChange={popup.setOpen} …>{button()}</Popover>
 *                  : button(popup.openFirst)}
 *   </PopupAnchor>
 *
 * A menu button is MenuOnDemand (menu-on-demand.tsx).
 */
export interface PopupOnDemand {
  /** Whether the popup has been opened once (and is mounted from then on). */
  readonly setUp: boolean;
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  /** The light button's click: sets the popup up, open. */
  readonly openFirst: (event: MouseEvent<HTMLElement>) => void;
  readonly anchor: RefObject<HTMLSpanElement | null>;
}

export const usePopupOnDemand = (): PopupOnDemand => {
  const [setUp, setSetUp] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!setUp || !refocus.current) return;
    refocus.current = false;
    anchor.current?.querySelector<HTMLElement>('button')?.focus();
  }, [setUp]);
  return {
    setUp,
    open,
    setOpen,
    anchor,
    openFirst: (event) => {
      refocus.current = document.activeElement === event.currentTarget;
      setSetUp(true);
      setOpen(true);
    },
  };
};

/** The element the popup's button stays in while the popup is set up around it. */
export function PopupAnchor({
  popup,
  children,
}: {
  readonly popup: PopupOnDemand;
  readonly children: ReactNode;
}) {
  return (
    <span ref={popup.anchor} className="pm-popup-anchor">
      {children}
    </span>
  );
}
