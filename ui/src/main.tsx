import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { type FirstData, firstDataFor } from './app/first-data';
import { preloadRoute } from './app/router';
import { getUser } from './features/auth/api/get-user';
import { applyDeferredStyles, firstViewUser } from './features/auth/first-view';
import { changeLanguage } from './i18n';
import { initialLanguage } from './i18n/language';
// Ant Design's rules for the first screen's components only; every other component's come with its code
// (ui/vite-plugin-antd-css.ts)
import 'antd/dist/antd.css?first-screen';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The session is asked for at once (or taken from the page, when the server drew a first view of it), and a
// guarded address's chunks fetched meanwhile. The first render then draws the page itself (the sign-in
// card, or the shell), not a spinner that a second, blocking render replaces. When the server cannot be
// reached, the session query asks again and shows why.
const drawnFor = firstViewUser();
const styled = applyDeferredStyles();
const session = drawnFor ? Promise.resolve(drawnFor) : getUser().catch(() => undefined);
preloadRoute(window.location.pathname);
const firstData = session.then((user) => firstDataFor(window.location.pathname, user));

// A transition: React renders the first screen in slices between which the phone stays responsive (one
// long task otherwise, the largest part of what Lighthouse counts as blocking time). Until it commits, the
// spinner of index.html shows.
const render = (user: Awaited<typeof session>, data: FirstData) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App session={user} firstData={data} />
      </StrictMode>,
    ),
  );

// Kiswahili's catalogue is loaded before the first paint, so no English flashes by.
const language = drawnFor?.language ?? initialLanguage();
void Promise.all([
  session,
  language === 'en' ? undefined : changeLanguage(language).catch(() => {}),
  styled,
  firstData,
]).then(([user, , , data]) => render(user, data));
