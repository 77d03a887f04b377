// One toast container for the app. It stays top-right in both languages (as the product specifies);
// in Arabic the toasts themselves read right-to-left.
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { theme } from '../ui/theme';

const style = {
  zIndex: theme.zIndex.toast,
  // react-toastify's own sans-serif would ignore the Arabic face; inherit the app's type instead.
  '--toastify-font-family': 'inherit',
} as CSSProperties;

export function ToastHost() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      rtl={i18n.dir() === 'rtl'}
      style={style}
    />
  );
}

export default ToastHost;
