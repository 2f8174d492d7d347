/**
 * The language menu's button and list, told the languages, the current one and what to do on a
 * choice: LanguageMenuButton feeds it from react-admin, the light sign-in screen (shell/boot/)
 * from its own messages, so both look and read alike. Narrow headers (and the sign-in card) get
 * an icon button whose name says which language is on ("Language: English"); `wide` shows the
 * name beside the icon.
 */
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import type { LocaleChoice } from '../../i18n/localeChoices';

export interface LanguageMenuProps {
  languages: readonly LocaleChoice[];
  locale: string;
  /** The button's accessible name for the language in use (`shell.header.language`). */
  labelFor: (name: string) => string;
  onChoose: (locale: string) => void;
  wide?: boolean;
}

export function LanguageMenu({ languages, locale, labelFor, onChoose, wide = false }: LanguageMenuProps): ReactElement {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  const opener = {
    color: 'inherit' as const,
    // The name holds the visible language name, so speech input can say what it shows (WCAG 2.5.3).
    'aria-label': labelFor(current),
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : ('false' as const),
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {wide ? (
        <Button {...opener} startIcon={<LanguageIcon />}>
          {current}
        </Button>
      ) : (
        <IconButton {...opener}>
          <LanguageIcon />
        </IconButton>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              onChoose(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
