import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { FieldWrap, Hint, Label, describedBy, hasErrors } from './field.styles';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const ATTACHMENT_TYPES = [...IMAGE_TYPES, 'image/gif', 'application/pdf'];

/** Why a chosen file cannot be sent, checked before upload: 'type', 'size' or null when fine. */
export function fileProblem(file: File, types: string[], maxBytes = MAX_UPLOAD_BYTES): 'type' | 'size' | null {
  if (!types.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  label: ReactNode;
  /** One file chosen (or none). Return false to refuse the file: the input is emptied so the same file can be chosen again after a fix. */
  onFile?: (file: File | null) => void | boolean;
  /**
   * Every file chosen (with `multiple`); the field is emptied afterwards so the same file can be chosen
   * again, since what was chosen is the caller's to show (its pictures, its upload progress).
   */
  onFiles?: (files: File[]) => void;
  error?: string | string[] | null;
  hint?: ReactNode;
  /** The chosen file's name, shown beside the button. */
  fileName?: string | null;
  chooseLabel: string;
  noFileLabel: string;
}

/**
 * A native file input (keyboard and screen-reader friendly) styled as a quiet button, with the caller's
 * translated words: the one picker of the app (contact, scan, avatar and every picture of the back office).
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, onFile, onFiles, error, hint, id, fileName, chooseLabel, noFileLabel, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const invalid = hasErrors(error);
  return (
    <FieldWrap>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <Hidden
          ref={ref}
          id={inputId}
          type="file"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(inputId, !!hint, invalid)}
          onChange={(event) => {
            if (!onFiles) {
              if (onFile?.(event.target.files?.[0] ?? null) === false) event.target.value = '';
              return undefined;
            }
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
            return undefined;
          }}
          {...rest}
        />
        <Fake aria-hidden="true">{chooseLabel}</Fake>
        <Name aria-hidden="true">{fileName ?? noFileLabel}</Name>
      </Row>
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      <FieldError id={`${inputId}-error`} messages={error} />
    </FieldWrap>
  );
});

export default FileField;

const Row = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.minTarget};
`;

const Hidden = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  cursor: pointer;
  &:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.lagoon};
    outline-offset: 2px;
  }
`;

const Fake = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.minTarget};
  padding: ${({ theme }) => theme.space(2, 4)};
  border: 1px dashed ${({ theme }) => theme.colors.lagoon};
  border-radius: ${({ theme }) => theme.radii.input};
  color: ${({ theme }) => theme.colors.lagoonDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

const Name = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
