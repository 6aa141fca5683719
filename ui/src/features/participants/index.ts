/** What other features may use of the participants register (the app's routes import its parts directly). */
export {
  PARTICIPANTS_URL,
  type Participant,
  participantParams,
  useParticipants,
} from './api/get-participants';
