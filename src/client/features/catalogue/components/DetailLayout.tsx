import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { Gallery, type GalleryImage } from '../../../ui/Gallery';
import { ChevronLeftIcon } from '../../../ui/icons';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';

type Props = { back: { to: string; label: string }; title: string; gallery?: { label: string; photos: GalleryImage[] }; meta?: ReactNode; aside?: ReactNode; children: ReactNode };

/** An event's or a service's page: picture and story on one side, the facts that decide on the other. */
export function DetailLayout({ back, title, gallery, meta, aside, children }: Props) {
  return (
    <Page>
      <Container>
        <Back to={back.to}>
          <ChevronLeftIcon size={18} />
          {back.label}
        </Back>
        <Grid>
          <Main>
            {gallery?.photos.length ? <Gallery label={gallery.label} images={gallery.photos} /> : null}
            <h1>{title}</h1>
            {meta}
            {children}
          </Main>
          {aside ? <Aside>{aside}</Aside> : null}
        </Grid>
      </Container>
    </Page>
  );
}

export function DetailSkeleton({ label }: { label: string }) {
  return (
    <Page>
      <Container>
        <SkeletonGroup aria-label={label}>
          <Grid>
            <Main>
              <Skeleton $height="auto" $radius="card" style={{ aspectRatio: '3 / 2' }} />
              <Skeleton $width="60%" $height="40px" />
              <Skeleton $height="80px" />
            </Main>
            <Skeleton $height="320px" $radius="card" />
          </Grid>
        </SkeletonGroup>
      </Container>
    </Page>
  );
}

export const Page = styled.div`
  padding: ${({ theme }) => theme.space(6, 0, 20)};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(10, 0, 24)};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.minTarget};
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-decoration: none;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 400px;
    align-items: start;
    gap: ${({ theme }) => theme.space(12)};
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.deepSea};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.deepSea};
  }
`;


const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ theme }) => theme.media.md} {
    position: sticky;
    top: ${({ theme }) => theme.space(24)};
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export const Prose = styled.p`
  max-width: 65ch;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const IconList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  img {
    width: 28px;
    height: 28px;
  }
`;

export const MetaRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2, 5)};
  color: ${({ theme }) => theme.colors.muted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;
