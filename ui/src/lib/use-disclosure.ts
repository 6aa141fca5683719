import { useCallback, useMemo, useState } from 'react';

interface DisclosureState<T> {
  readonly isOpen: boolean;
  readonly subject: T | null;
  readonly opened: number;
}

export interface Disclosure<T> {
  readonly isOpen: boolean;
  /** What it was opened for (the row being edited); kept while it closes, so its content does not change. */
  readonly subject: T | null;
  /** Changes at every opening: the dialog's `key`, so each opening is a fresh form. */
  readonly key: number;
  readonly open: (subject?: T | null) => void;
  readonly close: () => void;
  /** `open` and `onClose` of the dialog, to spread on it: `<Dialog key={d.key} {...d.props} />`. */
  readonly props: { readonly open: boolean; readonly onClose: () => void };
}

/**
 * The open state of a dialog or drawer. Every opening mounts the dialog anew (use `key`): a reused antd
 * form would keep an earlier opening's values over the new initial values.
 */
export const useDisclosure = <T = never>(): Disclosure<T> => {
  const [state, setState] = useState<DisclosureState<T>>({ isOpen: false, subject: null, opened: 0 });
  const open = useCallback(
    (subject: T | null = null) =>
      setState((current) => ({ isOpen: true, subject, opened: current.opened + 1 })),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);
  return useMemo(
    () => ({
      isOpen: state.isOpen,
      subject: state.subject,
      key: state.opened,
      open,
      close,
      props: { open: state.isOpen, onClose: close },
    }),
    [state, open, close],
  );
};
