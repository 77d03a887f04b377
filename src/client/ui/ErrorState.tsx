import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LinkButton } from './Button';
import { RefreshIcon } from './icons';
import { loadFailureOf } from './loadFailure';
import { StateMessage } from './StateMessage';

type Props = {
  onRetry?: () => void;
  /** The query's error: a 404 becomes "not found" with a way back; only a network failure says "check your connection". */
  error?: unknown;
  /** Where "not found" leads back to (default: the home page). */
  back?: { to: string; label: string };
  title?: ReactNode;
  text?: ReactNode;
  retrying?: boolean;
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
};

/** Loading failed: say what went wrong plainly and offer what helps (go back, or try again). */
export function ErrorState({ onRetry, error, back, title, text, retrying, titleAs }: Props) {
  const { t } = useTranslation();
  const failure = loadFailureOf(error);
  if (failure === 'notFound') {
    return (
      <StateMessage
        role="alert"
        titleAs={titleAs}
        image="/media/states/not-found.svg"
        title={title ?? t('a11y.notFoundTitle')}
        text={text ?? t('a11y.notFoundText')}
        action={<LinkButton to={back?.to ?? '/'}>{back?.label ?? t('notFound.goHome')}</LinkButton>}
      />
    );
  }
  return (
    <StateMessage
      role="alert"
      titleAs={titleAs}
      image="/media/states/error.svg"
      title={title ?? t('a11y.errorTitle')}
      text={text ?? (failure === 'network' ? t('a11y.errorText') : t('a11y.errorServerText'))}
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
