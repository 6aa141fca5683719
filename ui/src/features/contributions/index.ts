/** What other features may use of the contributions (the app's routes import its parts directly). */
export { statusLabel } from './components/contribution-format';
