// What `use-sync-external-store/shim` gives on React 18 and later (webpack.config.ts points the production bundle's
// imports of it here): React's own hook, without the shim's fallback for older Reacts.
export { useSyncExternalStore } from 'react';
