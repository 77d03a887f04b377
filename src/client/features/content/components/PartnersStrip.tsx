import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { useGetPartnersQuery } from '../contentApi';
import { imageSrc } from './media';
import { QueryView } from './QueryView';

/** Partner logos in one quiet row; logos are never mirrored. */
export function PartnersStrip() {
  const { t } = useTranslation();
  const query = useGetPartnersQuery();
  return (
    <Section title={t('home.partnersTitle')} tone="foam" centered>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        skeleton={
          <Row as={SkeletonGroup} aria-label={t('a11y.loading')}>
            {[0, 1, 2, 3, 4].map((key) => (
              <Skeleton key={key} $width="140px" $height="56px" />
            ))}
          </Row>
        }
      >
        {(partners) => (
          <Row>
            {partners.map((partner) => {
              const logo = (
                <img src={imageSrc(partner.image, '/media/brand/mark.svg')} alt={partner.name} width={160} height={64} loading="lazy" />
              );
              return (
                <li key={partner.id}>
                  {partner.url ? (
                    <a href={partner.url} target="_blank" rel="noopener noreferrer">
                      {logo}
                    </a>
                  ) : (
                    logo
                  )}
                </li>
              );
            })}
          </Row>
        )}
      </QueryView>
    </Section>
  );
}

export default PartnersStrip;

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(6, 10)};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    width: 160px;
    height: 64px;
    object-fit: contain;
    filter: grayscale(1);
    opacity: 0.75;
    transition:
      filter ${({ theme }) => theme.motion.base} ease-out,
      opacity ${({ theme }) => theme.motion.base} ease-out;
  }
  a {
    display: block;
  }
  a:hover img,
  a:focus-visible img {
    filter: none;
    opacity: 1;
  }
`;
