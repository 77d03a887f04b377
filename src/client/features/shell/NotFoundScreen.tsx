import { useTranslation } from 'react-i18next';
import { Container } from '../../ui/Container';
import { LinkButton } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Container>
      <div style={{ paddingBlock: '64px' }}>
        <StateMessage
          image="/media/states/not-found.svg"
          titleAs="h1"
          title={t('notFound.heading')}
          text={t('notFound.text')}
          action={<LinkButton to="/">{t('notFound.goHome')}</LinkButton>}
        />
      </div>
    </Container>
  );
}
