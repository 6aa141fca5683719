/** What other features may use of the contributions (the app's routes import its parts directly). */
export { invalidateAfterPaymentWrite } from './api/invalidate';
export { statusLabel } from './components/contribution-format';
