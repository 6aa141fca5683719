/** What other features may use of the Saving Group Ministry (the app's routes import its parts directly). */
export { groupMembersQueryOptions } from './api/get-group-members';
export { ministryNames } from './components/ministry-names';
