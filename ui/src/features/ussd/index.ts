/** Staff's side of the USSD menu, for the features and routes that list the people who use it. */
export {
  type PinHolder,
  ResetUssdPinButton,
  ResetUssdPinDialog,
} from './components/reset-ussd-pin-dialog';
