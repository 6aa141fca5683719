import { DarajaGateway } from '@pm/infra/mpesa/daraja';
import type { MobileMoneyGateway } from '@pm/infra/mpesa/port';
import type { CommandDeps } from '../../context';

const gateways = new WeakMap<object, MobileMoneyGateway>();

/**
 * The Daraja gateway of the service's settings, or null without them: one per settings, so that every
 * caller (requests to pay, the callbacks' Transaction Status, the jobs, the URL registration) shares its
 * access token instead of asking Daraja for one each time.
 */
export const mobileMoneyGateway = (deps: Pick<CommandDeps, 'config'>): MobileMoneyGateway | null => {
  const settings = deps.config.mpesa.daraja;
  if (!settings) return null;
  let gateway = gateways.get(settings);
  if (!gateway) {
    gateway = new DarajaGateway(settings);
    gateways.set(settings, gateway);
  }
  return gateway;
};
