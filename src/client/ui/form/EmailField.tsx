import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from './TextField';

/** An e-mail address: the phone's e-mail keyboard, the browser's autofill, and left-to-right in Arabic too. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function EmailField(props, ref) {
  return <TextField ref={ref} type="email" autoComplete="email" inputMode="email" dir="ltr" {...props} />;
});

export default EmailField;
