/**
 * How a mobile-money payment names what it pays (docs/domain/mobile-money.md): the account reference a
 * parent types on the paybill is a child's participant ID (KE0420-101), typed in any case and with stray
 * spaces; the receipt number is M-Pesa's transaction id, the payment's one identity.
 */

/** The canonical form of a typed account reference: upper case, no spaces. */
export const canonicalReference = (reference: string): string => reference.toUpperCase().replace(/\s+/g, '');

/**
 * The project code a reference starts with (KE0420 of KE0420-101), whether or not the child exists: an
 * unmatched payment is listed for that project's staff when the project exists.
 */
export const projectCodeOfReference = (reference: string): string | null => {
  const match = /^([A-Z]+\d+)-/.exec(canonicalReference(reference));
  return match ? match[1]! : null;
};

/** M-Pesa's receipt numbers: ten upper-case letters and digits (QKJ3XYZ12A). */
export const RECEIPT_PATTERN = /^[A-Z0-9]{10}$/;
