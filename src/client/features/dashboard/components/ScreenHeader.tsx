import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A back-office screen's title, an optional line under it and its main actions. */
export function ScreenHeader({ title, text, actions }: { title: ReactNode; text?: ReactNode; actions?: ReactNode }) {
  return (
    <Wrap>
      <div>
        <h1>{title}</h1>
        {text ? <p>{text}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.deepSea};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The row of filters above a list; wraps on phones. */
export const FilterBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    align-items: end;
  }
`;
