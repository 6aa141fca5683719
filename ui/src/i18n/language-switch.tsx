import { TranslationOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useAuth } from '@/features/auth/components/auth-context';
import { apiSend } from '@/lib/api-client';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, t } from './index';
import { useLanguage } from './language';

/** PUT /api/user/language: the signed-in user's language, kept on the server for every browser. */
export const saveLanguage = (language: Language) =>
  apiSend<unknown>('PUT', '/api/user/language', { language });

/**
 * The header's language switch (English / Kiswahili). The choice shows at once, stays in this browser,
 * and is kept on the server for the signed-in user; a failure to keep it leaves the choice shown. The
 * phone's own picker (a native select): light on the first screen, and what every phone user knows. On a
 * phone it is in the header's More menu (app/shell/more-actions.tsx). The app is drawn anew in the language
 * chosen (language.tsx); `onChosen` is told first.
 */
export function LanguageSwitch({ onChosen }: { readonly onChosen?: () => void }) {
  const { language, setLanguage } = useLanguage();
  const { user } = useAuth();
  return (
    <span className="language-switch">
      <select
        value={language}
        aria-label={t('Language')}
        style={{ minWidth: 116 }}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          onChosen?.();
          void setLanguage(next);
          if (user) void saveLanguage(next).catch(() => {});
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <TranslationOutlined aria-hidden />
    </span>
  );
}

/**
 * Applies the signed-in user's language kept on the server (chosen in another browser) once per sign-in.
 */
export function UserLanguage() {
  const { user } = useAuth();
  const { language, setLanguage } = useLanguage();
  const applied = useRef<number | null>(null);
  const chosen = user?.language ?? null;
  useEffect(() => {
    if (!user || applied.current === user.id) return;
    applied.current = user.id;
    if (isLanguage(chosen) && chosen !== language) void setLanguage(chosen);
  }, [user, chosen, language, setLanguage]);
  return null;
}
