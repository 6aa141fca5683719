import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { changeLanguage } from './i18n';
import { initialLanguage } from './i18n/language';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Kiswahili's catalogue is loaded before the first paint, so no English flashes by.
const language = initialLanguage();
if (language === 'en') render();
else void changeLanguage(language).finally(render);
