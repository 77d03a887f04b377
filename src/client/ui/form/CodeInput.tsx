import { forwardRef, useImperativeHandle, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { onlyDigits } from './digits';

export interface CodeInputHandle {
  focus(): void;
}

interface CodeInputProps {
  length?: number;
  /** The digits typed so far, in order (empty boxes are skipped). */
  onChange: (code: string) => void;
  /** All boxes are filled. */
  onComplete?: (code: string) => void;
  /** Accessible name of box n: receives (n, length). */
  boxLabel: (position: number, length: number) => string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  groupLabel: string;
}

/**
 * Six single-digit boxes that behave like one field: typing moves forward, a pasted or autofilled code
 * fills every box from the first, Backspace on an empty box steps back, arrow keys move, and
 * Arabic-Indic or Persian digits count as digits. Codes read left to right in both languages.
 */
export const CodeInput = forwardRef<CodeInputHandle, CodeInputProps>(function CodeInput(
  { length = 6, onChange, onComplete, boxLabel, invalid, describedBy, disabled, groupLabel },
  ref,
) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useImperativeHandle(ref, () => ({
    focus: () =>
      boxes.current[
        Math.max(
          0,
          digits.findIndex((digit) => !digit),
        )
      ]?.focus(),
  }));

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    setDigits(next);
    const code = next.join('');
    onChange(code);
    if (next.every(Boolean)) onComplete?.(code);
  };

  /** Writes digits from `start` onwards (a paste, an autofill, or one typed digit). */
  const fillFrom = (start: number, text: string) => {
    const incoming = onlyDigits(text).slice(0, length);
    if (!incoming) return;
    // A whole code always belongs in the first box, whichever box received it.
    const from = incoming.length === length ? 0 : start;
    const next = [...digits];
    incoming.split('').forEach((digit, offset) => {
      if (from + offset < length) next[from + offset] = digit;
    });
    update(next);
    focusBox(Math.min(from + incoming.length, length - 1));
  };

  const onBoxChange = (index: number, value: string) => {
    if (value === '') {
      const next = [...digits];
      next[index] = '';
      update(next);
      return;
    }
    fillFrom(index, value);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <Group role="group" aria-label={groupLabel} dir="ltr">
      {digits.map((digit, index) => (
        <Box
          // The boxes never reorder, so their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={boxLabel(index + 1, length)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          $invalid={!!invalid}
          onFocus={(event) => event.target.select()}
          onChange={(event) => onBoxChange(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </Group>
  );
});

export default CodeInput;

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  max-width: 360px;
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Box = styled.input<{ $invalid: boolean }>`
  width: 100%;
  height: 56px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : '#CFC6B6')};
  border-radius: ${({ theme }) => theme.radii.input};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.deepSea};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.lagoon};
  }
`;
