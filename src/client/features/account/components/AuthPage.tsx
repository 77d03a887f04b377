import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

/** The frame of every account screen: a titled column of calm, generous spacing. */
export function AuthPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Page aria-labelledby="auth-title">
      <Title id="auth-title" tabIndex={-1}>
        {title}
      </Title>
      {lead ? <Lead>{lead}</Lead> : null}
      {children}
    </Page>
  );
}

export default AuthPage;

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.deepSea};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.heading};
  &:focus {
    outline: none;
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space(-2, 0, 0)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Row2 = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Links = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.8;
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const InlineEnd = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(-2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  a {
    color: ${({ theme }) => theme.colors.lagoonDark};
  }
`;
