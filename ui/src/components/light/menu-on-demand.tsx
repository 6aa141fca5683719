import { Dropdown, type MenuProps } from 'antd';
import type { MouseEvent, ReactElement } from 'react';
import { PopupAnchor, usePopupOnDemand } from './popup-on-demand';

/** A button's click handler, given to the light button until its menu is set up. */
export type OpenFirst = ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;

/**
 * A menu button (Ant Design's Dropdown on click) whose menu is set up when first opened
 * (popup-on-demand.tsx). `button` draws the light button; it is given the click that first opens the
 * menu, and nothing once the Dropdown handles its clicks.
 */
export function MenuOnDemand({
  items,
  onChoose,
  button,
}: {
  readonly items: NonNullable<MenuProps['items']>;
  readonly onChoose: (key: string) => void;
  readonly button: (openFirst: OpenFirst) => ReactElement;
}) {
  const popup = usePopupOnDemand();
  return (
    <PopupAnchor popup={popup}>
      {popup.setUp ? (
        <Dropdown
          trigger={['click']}
          open={popup.open}
          onOpenChange={popup.setOpen}
          menu={{
            items,
            onClick: ({ key }) => {
              popup.setOpen(false);
              onChoose(key);
            },
          }}
        >
          {button(undefined)}
        </Dropdown>
      ) : (
        button(popup.openFirst)
      )}
    </PopupAnchor>
  );
}
