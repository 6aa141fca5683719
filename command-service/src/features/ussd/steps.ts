import {
  businessDate,
  childScreen,
  choiceScreen,
  kenyanClock,
  mainMenu,
  maskedPhone,
  memberScreen,
  USSD_PIN,
  type UssdLanguage,
  ussdAccessDecider,
  ussdAccessStream,
  ussdKes,
  ussdPage,
  ussdTexts,
} from '@pm/domain';
import type { CommandDeps } from '../../context';
import { systemPrincipal } from '../../lib/actor';
import { run } from '../../lib/command-bus';
import { systemContext } from '../../lib/define-command';
import {
  accessOf,
  codeMatches,
  guessedRight,
  hashSecret,
  phoneId,
  pinMatches,
  sameSecret,
  setPin,
  takeGuess,
} from './access';
import { type CallerChild, type CallerMembership, membershipFigures } from './callers';
import { payNow } from './pay-now';
import { sendCode } from './send-code';
import type { Step } from './session';

/**
 * The USSD menu's steps (docs/domain/ussd.md, "The menu"): one input in, the next step and its page out.
 * Nothing is half done when a session stops between two inputs: a PIN is set only once typed twice, a
 * payment asked only on "1. Yes", and everything else only reads.
 */

export interface Caller {
  readonly deps: CommandDeps;
  readonly phone: string;
  readonly now: string;
  /** The Africa's Talking session and how many inputs it has: names a payment asked in it, once. */
  readonly request: string;
  readonly children: () => Promise<CallerChild[]>;
  readonly memberships: () => Promise<CallerMembership[]>;
}

export type Turn = readonly [Step, string];

const end = (text: string): Turn => [{ at: 'ended' }, ussdPage('END', [text])];
const cont = (step: Step, lines: readonly string[]): Turn => [step, ussdPage('CON', lines)];
const today = (c: Caller) => businessDate(c.now);

const record = (c: Caller, command: Parameters<typeof ussdAccessDecider.decide>[0]['type'], data: object) =>
  run(
    systemContext(c.deps, systemPrincipal('USSD'), c.now, `${c.request}:${command}`),
    ussdAccessDecider,
    ussdAccessStream(phoneId(c.phone)),
    { type: command, data } as never,
  );

const who = async (c: Caller) => ({
  parent: (await c.children()).length > 0,
  member: (await c.memberships()).length > 0,
});

export const menu = async (c: Caller, lang: UssdLanguage, prefix?: string): Promise<Turn> => [
  { at: 'menu', lang },
  mainMenu(await who(c), lang, prefix),
];

/** A guess at a PIN or code: taken (the lock refuses it), checked, and counted when wrong. */
const guess = async (
  c: Caller,
  lang: UssdLanguage,
  right: () => Promise<boolean>,
  onRight: () => Promise<Turn>,
  wrong: (left: number) => Turn,
): Promise<Turn> => {
  const t = ussdTexts(lang);
  const taken = await takeGuess(c.deps.pool, c.phone);
  if (!taken.taken) return end(t.locked(kenyanClock(taken.lockedUntil)));
  if (await right()) {
    await guessedRight(c.deps.pool, c.phone);
    return onRight();
  }
  if (taken.left > 0) return wrong(taken.left);
  await record(c, 'RecordUssdLockout', { phone: maskedPhone(c.phone), until: taken.lockedUntil ?? c.now });
  return end(t.lockedNow);
};

const language = async (c: Caller, input: string): Promise<Turn> => {
  const lang = input === '1' ? 'en' : input === '2' ? 'sw' : null;
  if (lang === null) return cont({ at: 'language' }, [ussdTexts('en').invalid, ussdTexts('en').welcome]);
  const t = ussdTexts(lang);
  const { pinSet } = await accessOf(c.deps.pool, c.phone);
  if (pinSet) return cont({ at: 'pin', lang }, [t.enterPin]);
  return (await sendCode(c.deps, c.phone, lang))
    ? cont({ at: 'code', lang }, [t.codeSent])
    : end(t.codeUnavailable);
};

const pinSteps = {
  code: (c: Caller, lang: UssdLanguage, input: string) =>
    guess(
      c,
      lang,
      () => codeMatches(c.deps.pool, c.phone, input),
      async () => cont({ at: 'new-pin', lang }, [ussdTexts(lang).choosePin]),
      (left) => cont({ at: 'code', lang }, [ussdTexts(lang).codeWrong(left)]),
    ),
  newPin: async (_c: Caller, lang: UssdLanguage, input: string): Promise<Turn> =>
    USSD_PIN.test(input)
      ? cont({ at: 'confirm-pin', lang, pinHash: await hashSecret(input) }, [ussdTexts(lang).pinAgain])
      : cont({ at: 'new-pin', lang }, [ussdTexts(lang).pinBad]),
  confirmPin: async (c: Caller, lang: UssdLanguage, pinHash: string, input: string): Promise<Turn> => {
    if (!(await sameSecret(input, pinHash)))
      return cont({ at: 'new-pin', lang }, [ussdTexts(lang).pinDiffer]);
    await setPin(c.deps.pool, c.phone, pinHash);
    await record(c, 'RecordUssdPinSet', { phone: maskedPhone(c.phone), at: c.now });
    return menu(c, lang);
  },
  pin: (c: Caller, lang: UssdLanguage, input: string) =>
    guess(
      c,
      lang,
      () => pinMatches(c.deps.pool, c.phone, input),
      () => menu(c, lang),
      (left) => cont({ at: 'pin', lang }, [ussdTexts(lang).pinWrong(left)]),
    ),
};

/** A list to choose from: a choice shows its screen, 9 the next page, 0 the menu. */
const chosen = async <T>(
  c: Caller,
  step: { at: 'children' | 'pay-children' | 'groups'; lang: UssdLanguage; from: number },
  items: readonly T[],
  label: (item: T) => string,
  input: string,
  pick: (item: T) => Promise<Turn>,
): Promise<Turn> => {
  const t = ussdTexts(step.lang);
  const title = step.at === 'groups' ? t.chooseGroup : t.chooseChild;
  const screen = choiceScreen(title, items.map(label), step.from, step.lang);
  if (input === '0') return menu(c, step.lang);
  if (input === '9' && step.from + screen.shown < items.length)
    return listOf({ ...step, from: step.from + screen.shown }, items, label);
  if (/^[1-8]$/.test(input) && Number(input) <= screen.shown)
    return pick(items[step.from + Number(input) - 1] as T);
  return [step, screen.text.replace('CON ', `CON ${t.invalid}\n`)];
};

const listOf = <T>(
  step: { at: 'children' | 'pay-children' | 'groups'; lang: UssdLanguage; from: number },
  items: readonly T[],
  label: (item: T) => string,
): Turn => {
  const t = ussdTexts(step.lang);
  return [
    step,
    choiceScreen(step.at === 'groups' ? t.chooseGroup : t.chooseChild, items.map(label), step.from, step.lang)
      .text,
  ];
};

const childLabel = (child: CallerChild) => `${child.code} ${child.firstName}`.trim();

const showChild =
  (lang: UssdLanguage) =>
  async (child: CallerChild): Promise<Turn> => [{ at: 'child', lang }, childScreen(child, lang)];
const showGroup =
  (c: Caller, lang: UssdLanguage) =>
  async (m: CallerMembership): Promise<Turn> => [
    { at: 'group', lang },
    memberScreen(await membershipFigures(c.deps.pool, m, today(c)), lang),
  ];
const confirmPay =
  (lang: UssdLanguage) =>
  async (child: CallerChild): Promise<Turn> => {
    const t = ussdTexts(lang);
    if (!child.oldestOwed) return [{ at: 'menu', lang }, ussdPage('CON', [t.nothingOwed, t.back])];
    const amount = Math.ceil(child.oldestOwed.owed / 100) * 100;
    return [
      { at: 'pay-confirm', lang, participantId: child.participantId },
      `CON ${t.payConfirm(ussdKes(amount), child.code)}`,
    ];
  };

/** The main menu's choices: only those the caller has (a parent's, a member's). */
const fromMenu = async (c: Caller, lang: UssdLanguage, input: string): Promise<Turn> => {
  const t = ussdTexts(lang);
  const { parent, member } = await who(c);
  if (input === '0') return end(t.bye);
  if (parent && (input === '1' || input === '2')) {
    const children = await c.children();
    const at = input === '1' ? 'children' : 'pay-children';
    const pick = input === '1' ? showChild(lang) : confirmPay(lang);
    return children.length === 1 ? pick(children[0]!) : listOf({ at, lang, from: 0 }, children, childLabel);
  }
  if (member && input === '3') {
    const groups = await c.memberships();
    return groups.length === 1
      ? showGroup(c, lang)(groups[0]!)
      : listOf({ at: 'groups', lang, from: 0 }, groups, (g) => g.name);
  }
  return menu(c, lang, t.invalid);
};

/** The next step of `step` given `input`. */
export const nextStep = async (c: Caller, step: Step, input: string): Promise<Turn> => {
  switch (step.at) {
    case 'language':
      return language(c, input);
    case 'code':
      return pinSteps.code(c, step.lang, input);
    case 'new-pin':
      return pinSteps.newPin(c, step.lang, input);
    case 'confirm-pin':
      return pinSteps.confirmPin(c, step.lang, step.pinHash, input);
    case 'pin':
      return pinSteps.pin(c, step.lang, input);
    case 'menu':
      return fromMenu(c, step.lang, input);
    case 'children':
      return chosen(c, step, await c.children(), childLabel, input, showChild(step.lang));
    case 'pay-children':
      return chosen(c, step, await c.children(), childLabel, input, confirmPay(step.lang));
    case 'groups':
      return chosen(c, step, await c.memberships(), (g) => g.name, input, showGroup(c, step.lang));
    case 'child':
    case 'group':
      return menu(c, step.lang, input === '0' ? undefined : ussdTexts(step.lang).invalid);
    case 'pay-confirm':
      if (input !== '1') return menu(c, step.lang);
      return end(await payNow(c, step.lang, step.participantId));
    case 'ended':
      return end(ussdTexts('en').bye);
  }
};
