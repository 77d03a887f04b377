import { useTranslation } from 'react-i18next';
import { QuantityControl } from '../../../ui/QuantityControl';

type Props = { label: string; value: number; min: number; max: number; disabled?: boolean; onChange: (value: number) => void };

/**
 * How many of one ticket or item: none, or between its minimum and maximum. From none, + jumps to the
 * minimum; from the minimum, − goes back to none.
 */
export function Quantity({ label, value, min, max, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const low = Math.max(1, min);
  const down = value <= low ? 0 : value - 1;
  const up = value === 0 ? low : value + 1;
  return (
    <QuantityControl
      value={value}
      down={disabled || value === 0 ? null : down}
      up={disabled || up > max ? null : up}
      onChange={onChange}
      labels={{
        group: label,
        value: t('booking.extras.quantityOf', { label }),
        decrease: t('booking.extras.less', { label }),
        increase: t('booking.extras.more', { label }),
      }}
    />
  );
}

export default Quantity;
