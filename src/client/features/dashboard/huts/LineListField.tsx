import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { iconPath, SERVICE_ICONS } from '../../../../shared/schemas/dashboard/huts';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/form';
import { BilingualField } from '../components/BilingualField';

/** Literal keys, so the locale checker sees every one. */
const ICON_KEYS: Record<(typeof SERVICE_ICONS)[number], string> = {
  ac: 'dashboard.huts.icons.ac',
  bbq: 'dashboard.huts.icons.bbq',
  boat: 'dashboard.huts.icons.boat',
  breakfast: 'dashboard.huts.icons.breakfast',
  kayak: 'dashboard.huts.icons.kayak',
  kitchen: 'dashboard.huts.icons.kitchen',
  parking: 'dashboard.huts.icons.parking',
  pool: 'dashboard.huts.icons.pool',
  snorkel: 'dashboard.huts.icons.snorkel',
  spa: 'dashboard.huts.icons.spa',
  towels: 'dashboard.huts.icons.towels',
  wifi: 'dashboard.huts.icons.wifi',
};

export type Line = { icon?: string | null; description: string; description_ar: string };

type Props<T extends Line> = {
  legend: string;
  /** The wire name of the list (errors come back as "<name>.0.description"). */
  name: string;
  lines: T[];
  onChange: (lines: T[]) => void;
  /** New lines start with this (with `icon` when the list has icons). */
  blank: T;
  withIcon?: boolean;
  errors?: Record<string, string[]>;
};

/** A list of bilingual lines (services, activities, includes, notes): add, remove, reorder, and an icon where the list has one. */
export function LineListField<T extends Line>({ legend, name, lines, onChange, blank, withIcon, errors = {} }: Props<T>) {
  const { t } = useTranslation();
  const set = (index: number, changes: Partial<T>) =>
    onChange(lines.map((line, position) => (position === index ? { ...line, ...changes } : line)));
  const move = (index: number, offset: number) => {
    const next = [...lines];
    [next[index], next[index + offset]] = [next[index + offset], next[index]];
    onChange(next);
  };
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {lines.map((line, index) => {
        const prefix = `${name}.${index}.`;
        const lineErrors = Object.fromEntries(
          Object.entries(errors)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, value]) => [key.slice(prefix.length), value]),
        );
        return (
          <Row key={index}>
            {withIcon ? (
              <Select
                label={t('dashboard.huts.icon')}
                value={line.icon ?? ''}
                onChange={(event) => set(index, { icon: event.target.value || null } as Partial<T>)}
                options={[
                  { value: '', label: t('dashboard.huts.noIcon') },
                  ...SERVICE_ICONS.map((icon) => ({ value: iconPath(icon), label: t(ICON_KEYS[icon]) })),
                ]}
                error={lineErrors.icon}
              />
            ) : null}
            <BilingualField
              label={t('dashboard.huts.lineText', { n: index + 1 })}
              name="description"
              nameAr="description_ar"
              value={line.description}
              valueAr={line.description_ar}
              required
              maxLength={300}
              errors={lineErrors}
              onChange={(field, value) => set(index, { [field]: value } as Partial<T>)}
            />
            <Tools>
              <Button type="button" $variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                {t('dashboard.common.moveUp')}
              </Button>
              <Button type="button" $variant="ghost" disabled={index === lines.length - 1} onClick={() => move(index, 1)}>
                {t('dashboard.common.moveDown')}
              </Button>
              <Button type="button" $variant="ghost" onClick={() => onChange(lines.filter((_line, position) => position !== index))}>
                {t('dashboard.common.delete')}
              </Button>
            </Tools>
          </Row>
        );
      })}
      <Button type="button" $variant="secondary" onClick={() => onChange([...lines, { ...blank }])}>
        {t('dashboard.common.add')}
      </Button>
    </Fieldset>
  );
}

export const Fieldset = styled.fieldset`
  display: grid;
  /* A fieldset is at least as wide as its content by default; in a grid column it must be able to shrink. */
  min-width: 0;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.white};
  legend {
    padding: ${({ theme }) => theme.space(0, 2)};
    color: ${({ theme }) => theme.colors.deepSea};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.line};
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
