import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { forwardRef, useState } from 'react';
import { useTranslate } from 'react-admin';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>((props, ref) => {
  const [shown, setShown] = useState(false);
  const translate = useTranslate();
  return (
    <TextField
      {...props}
      inputRef={ref}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate(
                  shown ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
                )}
                onClick={() => setShown((s) => !s)}
                edge="end"
                size="small"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
});
