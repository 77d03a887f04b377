import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SavedItem } from '../../../../shared/schemas/saved';
import { mediaUrl } from '../../../api/mediaUrl';
import { LinkButton } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Container';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeader } from '../../../ui/PageHeader';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { pickLocalized } from '../../../ui/useLocalized';
import { SaveButton } from '../SaveButton';
import { useSaved } from '../useSaved';

const pageOf = (item: SavedItem) =>
  item.kind === 'hut' ? `/huts/${item.id}/details` : item.kind === 'event' ? `/event/${item.id}/details` : `/services/${item.id}`;

/** The guest's wish list: huts, events and services they saved, on the account or (signed out) in this browser. */
export default function SavedScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('saved.title'));
  const saved = useSaved();
  const kindLabel = (item: SavedItem) =>
    item.kind === 'hut' ? t('saved.kindHut') : item.kind === 'event' ? t('saved.kindEvent') : t('saved.kindService');

  return (
    <>
      <PageHeader size="compact" title={t('saved.title')} lead={saved.signedIn ? t('saved.leadAccount') : t('saved.leadBrowser')} />
      <Body>
        <Container>
          {saved.isLoading ? (
            <SkeletonGroup aria-label={t('a11y.loading')}>
              <Skeleton $height="260px" $radius="card" />
            </SkeletonGroup>
          ) : saved.isError ? (
            <ErrorState onRetry={() => void saved.refetch()} />
          ) : saved.items.length === 0 ? (
            <EmptyState
              title={t('saved.emptyTitle')}
              text={t('saved.emptyText')}
              action={
                <LinkButton to="/huts" $variant="primary">
                  {t('saved.browseHuts')}
                </LinkButton>
              }
            />
          ) : (
            <Grid>
              {saved.items.map((item) => {
                const title = pickLocalized(item, 'title', i18n.language);
                return (
                  <Item key={`${item.kind}-${item.id}`}>
                    <Media>{item.image ? <img src={mediaUrl(item.image)} alt="" loading="lazy" /> : null}</Media>
                    <SaveButton item={item} />
                    <Text>
                      <Kind>{kindLabel(item)}</Kind>
                      <h2>
                        <Stretched to={pageOf(item)}>{title}</Stretched>
                      </h2>
                    </Text>
                  </Item>
                );
              })}
            </Grid>
          )}
          {!saved.signedIn && saved.items.length > 0 ? (
            <Hint>
              {t('saved.signInHint')} <Link to="/account/login">{t('header.signIn')}</Link>
            </Hint>
          ) : null}
        </Container>
      </Body>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => theme.space(8, 0, 16)};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Item = styled(Card).attrs({ as: 'li' })`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }
`;

const Media = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.sand};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4, 5, 5)};
  h2 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;

const Kind = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Stretched = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.muted};
`;
