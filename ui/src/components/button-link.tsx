import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An action that opens another page: Ant Design's Button drawn as a link (an `<a href>`, which keyboards,
 * screen readers and "open in a new tab" treat as one), followed inside the app as a router link is.
 */
export function ButtonLink({
  to,
  ...button
}: Omit<ButtonProps, 'href' | 'onClick'> & { readonly to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return <Button {...button} href={href} onClick={follow} />;
}
