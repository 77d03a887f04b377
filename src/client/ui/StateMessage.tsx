import type { ReactNode } from 'react';
import styled from 'styled-components';

type Props = {
  image: string;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
};

/** The shared body of empty, error and not-found states: illustration, sentence, one action. */
export function StateMessage({ image, title, text, action, role, titleAs = 'p' }: Props) {
  return (
    <Wrap role={role}>
      <img src={image} alt="" width={200} height={150} />
      <Title as={titleAs}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrap>
  );
}

export default StateMessage;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10, 4)};
  text-align: center;

  img {
    width: 200px;
    height: 150px;
    object-fit: contain;
  }
`;

const Title = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.deepSea};
  line-height: ${({ theme }) => theme.lineHeights.heading};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;
