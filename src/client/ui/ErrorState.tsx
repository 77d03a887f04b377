import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { RefreshIcon } from './icons';
import { StateMessage } from './StateMessage';

type Props = { onRetry?: () => void; title?: ReactNode; text?: ReactNode; retrying?: boolean };

/** Loading failed: say so plainly and offer to try again. */
export function ErrorState({ onRetry, title, text, retrying }: Props) {
  const { t } = useTranslation();
  return (
    <StateMessage
      role="alert"
      image="/media/states/error.svg"
      title={title ?? t('a11y.errorTitle')}
      text={text ?? t('a11y.errorText')}
      action={
        onRetry ? (
          <Button $variant="secondary" onClick={onRetry} disabled={retrying}>
            <RefreshIcon size={18} />
            {t('a11y.retry')}
          </Button>
        ) : null
      }
    />
  );
}

export default ErrorState;
