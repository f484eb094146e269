import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import {
  useLocaleState,
  useLocales,
  useTheme,
  useThemesContext,
  useTranslate,
  useUserMenu,
} from 'react-admin';

/**
 * The app bar's language and theme switches as user-menu items, for a phone, where the bar has
 * room only for the title: each language under its own name, then the other theme.
 */
export const PhoneSwitches = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const { darkTheme } = useThemesContext();
  const [theme, setTheme] = useTheme();
  const menu = useUserMenu();
  const dark = theme === 'dark';
  return [
    <Divider key="divider-top" />,
    <ListSubheader key="language" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TranslateIcon fontSize="small" />
      {translate('app.language.label')}
    </ListSubheader>,
    ...languages.map(({ locale: language, name }) => (
      <MenuItem
        key={language}
        role="menuitemradio"
        aria-checked={language === locale}
        lang={language}
        onClick={() => {
          setLocale(language);
          menu?.onClose();
        }}
      >
        <ListItemIcon>{language === locale && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
    )),
    ...(darkTheme
      ? [
          <Divider key="divider-theme" />,
          <MenuItem
            key="theme"
            onClick={() => {
              setTheme(dark ? 'light' : 'dark');
              menu?.onClose();
            }}
          >
            <ListItemIcon>{dark ? <Brightness7Icon /> : <Brightness4Icon />}</ListItemIcon>
            <ListItemText>{translate(dark ? 'app.theme.light' : 'app.theme.dark')}</ListItemText>
          </MenuItem>,
        ]
      : []),
    <Divider key="divider-bottom" />,
  ];
};
