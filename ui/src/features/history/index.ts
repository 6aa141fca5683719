/** What other features may use of an object's history (the app's routes import its parts directly). */
export { HistoryButton } from './components/history-button';
