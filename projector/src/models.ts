import { activityModel } from './activity';
import { assetsModel } from './assets';
import { contributionsModel } from './contributions';
import { documentsModel } from './documents';
import { hierarchyModel } from './hierarchy';
import { kpisModel } from './kpis';
import { meetingsModel } from './meetings';
import { mobilePaymentsModel } from './mobile-payments';
import { participantsModel } from './participants';
import { payRequestsModel } from './pay-requests';
import type { ReadModel } from './read-model';
import { rollupsModel } from './rollups';
import { savingGroupsModel } from './saving-groups';
import { smsModel } from './sms';
import { usersModel } from './users';

/** Every read model the projector maintains. A new model is built from position zero on first start. */
export const READ_MODELS: readonly ReadModel[] = [
  hierarchyModel,
  usersModel,
  participantsModel,
  contributionsModel,
  activityModel,
  savingGroupsModel,
  meetingsModel,
  assetsModel,
  smsModel,
  rollupsModel,
  kpisModel,
  documentsModel,
  mobilePaymentsModel,
  payRequestsModel,
];
