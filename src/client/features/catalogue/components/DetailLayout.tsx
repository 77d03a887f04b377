import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../../ui/Container';
import { Gallery, type GalleryImage } from '../../../ui/Gallery';
import { ChevronLeftIcon } from '../../../ui/icons';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';

type Props = {
  back: { to: string; label: string };
  title: string;
  /**
   * A line under the title (a hut's rating). With it the title and this line head the whole page, above the
   * gallery and the side column, and the main column spaces its many sections wider.
   */
  byline?: ReactNode;
  gallery?: { label: string; photos: GalleryImage[] };
  meta?: ReactNode;
  aside?: ReactNode;
  /** The side column holds a card of its own (the hut's booking panel), so the layout draws none around it. */
  bareAside?: boolean;
  /** Beside the title: the heart that saves the hut, event or service. */
  action?: ReactNode;
  children: ReactNode;
};

/** A hut's, an event's or a service's page: picture and story on one side, the facts that decide on the other. */
export function DetailLayout({ back, title, byline, gallery, meta, aside, bareAside = false, action, children }: Props) {
  const headed = byline !== undefined;
  const heading = (
    <TitleRow>
      <h1>{title}</h1>
      {action}
    </TitleRow>
  );
  return (
    <Page>
      <Container>
        <Back to={back.to} $headed={headed}>
          <ChevronLeftIcon size={18} />
          {back.label}
        </Back>
        {headed ? (
          <Heading>
            {heading}
            <p>{byline}</p>
          </Heading>
        ) : null}
        <Grid>
          <Main $headed={headed}>
            {gallery?.photos.length ? <Gallery label={gallery.label} images={gallery.photos} /> : null}
            {headed ? null : heading}
            {meta}
            {children}
          </Main>
          {aside ? bareAside ? <aside>{aside}</aside> : <Aside>{aside}</Aside> : null}
        </Grid>
      </Container>
    </Page>
  );
}

/** The page's shape while it loads; `headed` as a page with a byline (the hut's), its title above the grid. */
export function DetailSkeleton({ label, headed = false }: { label: string; headed?: boolean }) {
  return (
    <Page>
      <Container>
        <SkeletonGroup aria-label={label}>
          {headed ? (
            <>
              <Skeleton $width="120px" $height="20px" />
              <Skeleton $width="55%" $height="44px" />
            </>
          ) : null}
          <Grid>
            <Main $headed={headed}>
              <Skeleton $height="auto" $radius="card" style={{ aspectRatio: '3 / 2' }} />
              {headed ? (
                <Skeleton $height="140px" $radius="card" />
              ) : (
                <>
                  <Skeleton $width="60%" $height="40px" />
                  <Skeleton $height="80px" />
                </>
              )}
            </Main>
            <Skeleton $height={headed ? '520px' : '320px'} $radius="card" />
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

/* A page headed above its grid has the heading's own space under the back link. */
const Back = styled(Link)<{ $headed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.minTarget};
  margin-bottom: ${({ theme, $headed }) => ($headed ? 0 : theme.space(4))};
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

const Heading = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.deepSea};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.display};
    }
  }
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Main = styled.div<{ $headed: boolean }>`
  display: grid;
  gap: ${({ theme, $headed }) => theme.space($headed ? 8 : 5)};
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

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    flex: 1 1 16rem;
  }
`;
