import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Section } from '../../../ui/Section';
import { Skeleton, SkeletonGroup } from '../../../ui/Skeleton';
import { ChevronDownIcon } from '../../../ui/icons';
import { useLocalized } from '../../../ui/useLocalized';
import { useGetFaqQuery } from '../contentApi';
import { QueryView } from './QueryView';

/**
 * An accordion in the WAI-ARIA pattern: each question is a button in a heading; Enter/Space toggle,
 * arrows move between questions, Home/End jump to the first/last.
 */
export function FaqSection() {
  const { t } = useTranslation();
  const query = useGetFaqQuery();
  return (
    <Section tone="sand" title={t('home.faqTitle')} eyebrow={t('home.faqEyebrow')} centered>
      <QueryView
        query={query}
        isEmpty={(items) => items.length === 0}
        skeleton={
          <SkeletonGroup aria-label={t('a11y.loading')} style={{ maxWidth: 800, margin: '0 auto' }}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} $height="64px" $radius="card" />
            ))}
          </SkeletonGroup>
        }
      >
        {(items) => <Accordion items={items} />}
      </QueryView>
    </Section>
  );
}

export default FaqSection;

type Item = { id: number; question: string; question_ar: string; answer: string; answer_ar: string };

function Accordion({ items }: { items: Item[] }) {
  const { pick } = useLocalized();
  const baseId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <Entry key={item.id} $open={open}>
            <h3>
              <Question
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{pick(item, 'question')}</span>
                <Chevron $open={open}>
                  <ChevronDownIcon size={20} />
                </Chevron>
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{pick(item, 'answer')}</p>
            </Answer>
          </Entry>
        );
      })}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 800px;
  margin: 0 auto;
`;

const Entry = styled.div<{ $open: boolean }>`
  background: ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme, $open }) => ($open ? theme.shadow : 'none')};
  transition: box-shadow ${({ theme }) => theme.motion.base} ease-out;

  h3 {
    font-family: inherit;
    font-size: inherit;
  }
`;

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space(4, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  background: transparent;
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.lagoonDark};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.easing}`};
`;

const Answer = styled.div`
  padding: ${({ theme }) => theme.space(0, 5, 5)};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 68ch;
`;
