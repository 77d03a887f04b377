// Where the API lives. Empty API_URL at build time means "the origin that served the app"; it is
// resolved to an absolute origin because fetch outside a browser (tests, workers) needs one.
const configured = (process.env.API_URL ?? '').replace(/\/+$/, '');

export const API_URL: string = configured || (typeof window !== 'undefined' ? window.location.origin : '');

export const REFRESH_PATH = '/token/refresh/';
