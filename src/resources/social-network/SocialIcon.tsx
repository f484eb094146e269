import type { SvgIconComponent } from '@mui/icons-material';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LanguageIcon from '@mui/icons-material/Language';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import MusicVideoIcon from '@mui/icons-material/MusicVideo';
import PublicIcon from '@mui/icons-material/Public';
import TelegramIcon from '@mui/icons-material/Telegram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SocialIcon as Icon } from '../../domain/reference';

const ICONS: Record<Icon, SvgIconComponent> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  whatsapp: WhatsAppIcon,
  youtube: YouTubeIcon,
  tiktok: MusicVideoIcon,
  linkedin: LinkedInIcon,
  x: XIcon,
  vk: PublicIcon,
  website: LanguageIcon,
};

export const SocialIcon = ({ icon }: { icon: Icon }) => {
  const Component = ICONS[icon] ?? PublicIcon;
  return <Component fontSize="small" />;
};
