/** What other features may use of the participants register (the app's routes import its parts directly). */
export { useParticipants } from './api/get-participants';
