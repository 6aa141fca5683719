import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { createContext, Fragment, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { antdSw } from './antd-sw';
import { changeLanguage, currentLanguage, isLanguage, type Language } from './index';

const STORAGE_KEY = 'pm.language';

/** The language the browser remembers (chosen before, or a Kiswahili browser), English otherwise. */
export const initialLanguage = (): Language => {
  if (typeof window === 'undefined') return 'en';
  const stored = window.localStorage?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return window.navigator?.language?.toLowerCase().startsWith('sw') ? 'sw' : 'en';
};

interface LanguageContextValue {
  readonly language: Language;
  /** Shows the UI in `language` (its catalogue loaded first) and remembers it in this browser. */
  readonly setLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: 'en',
  setLanguage: async () => {},
});

export const useLanguage = (): LanguageContextValue => useContext(LanguageContext);

/**
 * The language around the whole app: Ant Design's own texts in it, and the tree remounted under a new
 * language so every text (also those computed outside components) is rendered again. The server's copy
 * of the user's choice is kept by the language switch and applied by `UserLanguage`.
 */
export function LanguageProvider({ children }: { readonly children: ReactNode }) {
  const [language, setState] = useState<Language>(currentLanguage);
  const setLanguage = useCallback(async (next: Language) => {
    window.localStorage?.setItem(STORAGE_KEY, next);
    if (next === currentLanguage()) return setState(next);
    await changeLanguage(next);
    setState(next);
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <ConfigProvider locale={language === 'sw' ? antdSw : enGB}>
        <Fragment key={language}>{children}</Fragment>
      </ConfigProvider>
    </LanguageContext.Provider>
  );
}
