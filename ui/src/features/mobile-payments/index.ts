/** The M-Pesa payments screen's parts, for the app's route (app/routes/mobile-payments.tsx). */
export {
  MOBILE_PAYMENTS_URL,
  type MobilePayment,
  type MobilePaymentFilters,
  type StatusFilter,
  useMobilePayments,
  useStatusCounts,
} from './api/get-mobile-payments';
export { AssignDialog } from './components/assign-dialog';
export { filterLabel } from './components/mobile-payment-format';
export { MobilePaymentsList } from './components/mobile-payments-list';
export { ReconcileDrawer } from './components/reconcile-drawer';
export { RefundDialog } from './components/refund-dialog';
export { StatusTabs } from './components/status-tabs';
