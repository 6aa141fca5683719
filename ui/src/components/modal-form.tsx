import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useRef } from 'react';

/** What every dialog takes from its page: whether it is open, and how to close it. */
export interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

interface ModalFormProps extends DialogProps {
  readonly title: ReactNode;
  /** The OK button's text, e.g. 'Record Payment'. */
  readonly okText: string;
  /** The OK button's text while the command runs, e.g. 'Recording...'. */
  readonly pendingText?: string;
  readonly pending: boolean;
  /** A destructive action (reverse, inactivate, reject): a red OK button. */
  readonly danger?: boolean;
  readonly form: FormInstance;
  /** The form's name: the prefix of its fields' ids. */
  readonly name: string;
  readonly initialValues?: Readonly<Record<string, unknown>>;
  /** OK, Enter in a field, or the form's own submit: validate and send. */
  readonly onSubmit: () => unknown;
  readonly width?: number;
  readonly children: ReactNode;
}

// What a person types into or picks from first (a read-only field, such as a fixed project, is skipped).
const FIRST_FIELD = [
  'input:not([type="hidden"]):not([disabled]):not([readonly])',
  'input[role="combobox"]:not([disabled])',
  'textarea:not([disabled]):not([readonly])',
].join(', ');

/**
 * The dialogs' shell: an antd Modal around a vertical Form, with OK and Cancel, the OK button busy while
 * the command runs, Enter submitting, and the first field focused once the dialog has opened. The content
 * is destroyed on close; the page gives each opening a new `key`, so no values linger.
 */
export function ModalForm({
  open,
  title,
  okText,
  pendingText,
  pending,
  danger = false,
  form,
  name,
  initialValues,
  onSubmit,
  onClose,
  width,
  children,
}: ModalFormProps) {
  const body = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      okText={pending && pendingText ? pendingText : okText}
      okButtonProps={danger ? { danger: true } : undefined}
      confirmLoading={pending}
      onOk={() => void onSubmit()}
      onCancel={onClose}
      width={width}
      destroyOnHidden
      afterOpenChange={(visible) => {
        // never steal the focus from a field the user already went to while the dialog was opening
        if (visible && !body.current?.contains(document.activeElement))
          body.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
      }}
    >
      <div ref={body}>
        <Form
          form={form}
          name={name}
          layout="vertical"
          preserve={false}
          initialValues={initialValues}
          onFinish={() => void onSubmit()}
        >
          {children}
          {/* lets Enter in a field submit the form */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
    </Modal>
  );
}
