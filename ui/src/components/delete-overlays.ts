/**
 * The trash button's two overlays: the "Delete" tooltip on hover and the confirmation on click. The
 * tooltip never shows while the confirmation is open: it lay over the confirmation's Delete button, so a
 * click on it did nothing. Opening or closing the confirmation also forgets the hover (the tooltip then
 * reports no leave while hidden), so it comes back only when the pointer enters the button again.
 */
export interface DeleteOverlays {
  readonly hovered: boolean;
  readonly confirming: boolean;
}

export type DeleteOverlayEvent =
  | { readonly kind: 'hover'; readonly open: boolean }
  | { readonly kind: 'confirm'; readonly open: boolean };

export const NO_OVERLAYS: DeleteOverlays = { hovered: false, confirming: false };

export const nextOverlays = (state: DeleteOverlays, event: DeleteOverlayEvent): DeleteOverlays =>
  event.kind === 'hover'
    ? { ...state, hovered: event.open && !state.confirming }
    : { hovered: false, confirming: event.open };

export const tooltipOpen = (state: DeleteOverlays): boolean => state.hovered && !state.confirming;
