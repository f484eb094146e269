import DownloadIcon from '@mui/icons-material/Download';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { promptInstall, useInstallOffered } from '../../installPrompt';

/**
 * "Install the app" in the user menu, only while the browser offers it (`beforeinstallprompt`:
 * Chromium, the app not installed yet): opens the browser's own install dialog.
 */
export const InstallAppItem = () => {
  const translate = useTranslate();
  const offered = useInstallOffered();
  const menu = useUserMenu();
  if (!offered) return null;
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        void promptInstall();
      }}
    >
      <ListItemIcon>
        <DownloadIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.install')}</ListItemText>
    </MenuItem>
  );
};
