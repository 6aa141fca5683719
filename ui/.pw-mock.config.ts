import base from './playwright.config';
export default { ...base, use: { ...base.use, baseURL: process.env.MOCK_URL ?? 'http://127.0.0.1:5173' }, webServer: undefined };
