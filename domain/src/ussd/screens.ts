import type { Cents } from '../shared/money';

/**
 * The USSD menu's screens (docs/domain/ussd.md), in English and Kiswahili, each fitting one USSD page:
 * Africa's Talking shows at most 182 characters, "CON " or "END " included. A screen whose figures do
 * not fit is cut at a line, never inside one, and says "…". Pure: the command service chooses the screen
 * and gives it the caller's own figures.
 */

export type UssdLanguage = 'en' | 'sw';

/** The most a USSD page shows, "CON "/"END " included. */
export const USSD_PAGE = 182;

/** A child of the caller's, as the menu shows them. */
export interface UssdChild {
  readonly participantId: number;
  readonly code: string;
  readonly firstName: string;
  /** This month's contribution: 'YYYY-MM', expected and paid (cents); null when none is open. */
  readonly month: { readonly month: string; readonly expected: Cents; readonly paid: Cents } | null;
  /** What earlier months still owe (cents). */
  readonly arrears: Cents;
  /** The last payments, newest first: 'YYYY-MM-DD' and cents. */
  readonly lastPayments: readonly { readonly date: string; readonly amount: Cents }[];
}

/** A saving group membership of the caller's. */
export interface UssdMembership {
  readonly groupName: string;
  readonly savings: Cents;
  readonly loanBalance: Cents;
  /** The earliest due date of the member's loans still owing ('YYYY-MM-DD'), or null. */
  readonly loanDue: string | null;
  readonly finesOwed: Cents;
  /** The group's next meeting on or after today ('YYYY-MM-DD'), or null. */
  readonly nextMeeting: string | null;
}

const T = {
  en: {
    welcome: 'Welcome. Choose a language:\n1. English\n2. Kiswahili',
    unknown: 'This number is not on the programme register. Please ask your facilitator or project office.',
    locked: (until: string) => `Too many wrong PINs. This number can use the service again after ${until}.`,
    codeSent: 'We sent you a code by SMS. Enter the code:',
    codeWrong: (left: number) => `Wrong code. ${left} tries left. Enter the code:`,
    codeUnavailable: 'We could not send the code now. Please dial again later.',
    choosePin: 'Choose a 4-digit PIN:',
    pinAgain: 'Enter the PIN again:',
    pinDiffer: 'The PINs differ. Choose a 4-digit PIN:',
    pinBad: 'A PIN is 4 digits. Choose a 4-digit PIN:',
    enterPin: 'Enter your PIN:',
    pinWrong: (left: number) => `Wrong PIN. ${left} tries left. Enter your PIN:`,
    lockedNow: 'Wrong PIN 3 times. The service is locked for this number for 1 hour.',
    children: "1. Children's contributions",
    pay: '2. Pay now (M-Pesa)',
    group: '3. My savings group',
    exit: '0. Exit',
    back: '0. Back',
    more: '9. More',
    invalid: 'Invalid choice.',
    bye: 'Thank you.',
    month: (month: string, paid: string, expected: string) => `${month}: ${paid} of ${expected} paid`,
    noMonth: 'No contribution this month',
    arrears: (amount: string) => `Arrears: ${amount}`,
    last: 'Last paid',
    noPayments: 'No payments yet',
    nothingOwed: 'Nothing is owed. Thank you!',
    payConfirm: (amount: string, code: string) => `Pay ${amount} for ${code} from this phone?\n1. Yes\n0. No`,
    payAsked: (amount: string) =>
      `You will get an M-Pesa prompt for ${amount}. Enter your M-Pesa PIN to pay.`,
    payWaiting: 'A request to pay is already on your phone. Answer it, or dial again in 3 minutes.',
    payFailed: 'M-Pesa is not available now. Please try again later.',
    savings: (amount: string) => `Savings this cycle: ${amount}`,
    loan: (amount: string, due: string) => `Loan: ${amount}, due ${due}`,
    noLoan: 'Loan: none',
    fines: (amount: string) => `Fines owed: ${amount}`,
    meeting: (date: string) => `Next meeting: ${date}`,
    noMeeting: 'Next meeting: not set',
    chooseChild: 'Choose a child:',
    chooseGroup: 'Choose a group:',
  },
  sw: {
    welcome: 'Karibu. Chagua lugha:\n1. English\n2. Kiswahili',
    unknown: 'Nambari hii haiko kwenye rejista ya mpango. Tafadhali uliza mwezeshaji au ofisi ya mradi.',
    locked: (until: string) =>
      `PIN zisizo sahihi mara nyingi. Nambari hii itatumia huduma tena baada ya ${until}.`,
    codeSent: 'Tumekutumia nambari ya siri kwa SMS. Weka nambari hiyo:',
    codeWrong: (left: number) => `Nambari si sahihi. Majaribio ${left} yamebaki. Weka nambari:`,
    codeUnavailable: 'Hatukuweza kutuma nambari sasa. Tafadhali piga tena baadaye.',
    choosePin: 'Chagua PIN ya tarakimu 4:',
    pinAgain: 'Weka PIN tena:',
    pinDiffer: 'PIN hazifanani. Chagua PIN ya tarakimu 4:',
    pinBad: 'PIN ni tarakimu 4. Chagua PIN ya tarakimu 4:',
    enterPin: 'Weka PIN yako:',
    pinWrong: (left: number) => `PIN si sahihi. Majaribio ${left} yamebaki. Weka PIN yako:`,
    lockedNow: 'PIN si sahihi mara 3. Huduma imefungwa kwa nambari hii kwa saa 1.',
    children: '1. Michango ya watoto',
    pay: '2. Lipa sasa (M-Pesa)',
    group: '3. Kikundi changu cha akiba',
    exit: '0. Toka',
    back: '0. Rudi',
    more: '9. Zaidi',
    invalid: 'Chaguo si sahihi.',
    bye: 'Asante.',
    month: (month: string, paid: string, expected: string) =>
      `${month}: ${paid} kati ya ${expected} imelipwa`,
    noMonth: 'Hakuna mchango mwezi huu',
    arrears: (amount: string) => `Malimbikizo: ${amount}`,
    last: 'Malipo ya mwisho',
    noPayments: 'Hakuna malipo bado',
    nothingOwed: 'Hakuna deni. Asante!',
    payConfirm: (amount: string, code: string) =>
      `Lipa ${amount} kwa ${code} kutoka simu hii?\n1. Ndiyo\n0. Hapana`,
    payAsked: (amount: string) => `Utapokea ombi la M-Pesa la ${amount}. Weka PIN yako ya M-Pesa kulipa.`,
    payWaiting: 'Ombi la kulipa liko tayari kwenye simu yako. Lijibu, au piga tena baada ya dakika 3.',
    payFailed: 'M-Pesa haipatikani sasa. Tafadhali jaribu tena baadaye.',
    savings: (amount: string) => `Akiba mzunguko huu: ${amount}`,
    loan: (amount: string, due: string) => `Mkopo: ${amount}, mwisho ${due}`,
    noLoan: 'Mkopo: hakuna',
    fines: (amount: string) => `Faini unazodaiwa: ${amount}`,
    meeting: (date: string) => `Mkutano ujao: ${date}`,
    noMeeting: 'Mkutano ujao: haujapangwa',
    chooseChild: 'Chagua mtoto:',
    chooseGroup: 'Chagua kikundi:',
  },
} as const;

export type UssdTexts = (typeof T)['en'];
export const ussdTexts = (language: UssdLanguage): UssdTexts => T[language] as UssdTexts;

const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};

/** KES 1,000 or KES 999.50: whole shillings without their cents. */
export const ussdKes = (cents: Cents): string => {
  const shillings = Math.trunc(cents / 100).toLocaleString('en-KE');
  const rest = Math.abs(cents % 100);
  return `KES ${cents < 0 && shillings === '0' ? '-' : ''}${shillings}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
};
/** 'YYYY-MM' as "Dec 2026" (Kiswahili "Des 2026"). */
export const ussdMonth = (month: string, language: UssdLanguage): string =>
  `${MONTHS[language][Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** 'YYYY-MM-DD' as 05/12/2026, as Kenyans write a date. */
export const ussdDate = (date: string): string =>
  `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * A page: "CON " (the session goes on) or "END " and the lines. Lines that do not fit are left out from
 * the end of `body` (the menu lines in `tail` are always kept), and "…" says so.
 */
export const ussdPage = (
  kind: 'CON' | 'END',
  body: readonly string[],
  tail: readonly string[] = [],
): string => {
  const page = (lines: readonly string[]) => `${kind} ${[...lines, ...tail].join('\n')}`;
  const kept = [...body];
  let text = page(kept);
  while (text.length > USSD_PAGE && kept.length > 0) {
    kept.pop();
    text = page([...kept, '…']);
  }
  // a single line longer than a page (a very long name): cut to fit, the menu kept
  return text.length <= USSD_PAGE ? text : `${text.slice(0, USSD_PAGE - 1)}…`;
};

/** A child's screen: this month, the arrears, the last payments; the back line always shown. */
export const childScreen = (child: UssdChild, language: UssdLanguage): string => {
  const t = ussdTexts(language);
  const last = child.lastPayments
    .slice(0, 3)
    .map((p) => `${ussdDate(p.date).slice(0, 5)} ${ussdKes(p.amount)}`);
  return ussdPage(
    'CON',
    [
      `${child.code} ${child.firstName}`,
      child.month
        ? t.month(
            ussdMonth(child.month.month, language),
            ussdKes(child.month.paid),
            ussdKes(child.month.expected),
          )
        : t.noMonth,
      t.arrears(ussdKes(child.arrears)),
      last.length > 0 ? `${t.last}: ${last.join('; ')}` : t.noPayments,
    ],
    [t.back],
  );
};

/** A membership's screen: savings this cycle, the loan and its due date, fines owed, the next meeting. */
export const memberScreen = (m: UssdMembership, language: UssdLanguage): string => {
  const t = ussdTexts(language);
  return ussdPage(
    'CON',
    [
      m.groupName,
      t.savings(ussdKes(m.savings)),
      m.loanBalance > 0 && m.loanDue ? t.loan(ussdKes(m.loanBalance), ussdDate(m.loanDue)) : t.noLoan,
      t.fines(ussdKes(m.finesOwed)),
      m.nextMeeting ? t.meeting(ussdDate(m.nextMeeting)) : t.noMeeting,
    ],
    [t.back],
  );
};

/**
 * Items to choose from, from item `from` on, numbered from 1: as many as fit (8 at most), with "9. More"
 * when more follow (the next page starts at `from + shown`).
 */
export const choiceScreen = (
  title: string,
  items: readonly string[],
  from: number,
  language: UssdLanguage,
): { text: string; shown: number } => {
  const t = ussdTexts(language);
  let shown = Math.max(0, Math.min(8, items.length - from));
  for (;;) {
    const more = from + shown < items.length;
    const lines = [title, ...items.slice(from, from + shown).map((item, i) => `${i + 1}. ${item}`)];
    const tail = more ? [t.more, t.back] : [t.back];
    const text = `CON ${[...lines, ...tail].join('\n')}`;
    if (text.length <= USSD_PAGE || shown <= 1) return { text: ussdPage('CON', lines, tail), shown };
    shown -= 1;
  }
};

/** The main menu: what the caller may see (a parent, a member, or both). */
export const mainMenu = (
  who: { readonly parent: boolean; readonly member: boolean },
  language: UssdLanguage,
  prefix?: string,
): string => {
  const t = ussdTexts(language);
  return ussdPage('CON', [
    ...(prefix ? [prefix] : []),
    ...(who.parent ? [t.children, t.pay] : []),
    ...(who.member ? [t.group] : []),
    t.exit,
  ]);
};
