/**
 * The language menu as an icon button, for headers narrower than the tablet width: react-admin's
 * LocalesMenuButton spells out the language name and was pushed off a 420 px screen. The button's
 * name still says which language is on ("Language: English").
 */
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { IconButton, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

export function LanguageMenuButton(): ReactElement {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('shell.header.language', { name: current })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <LanguageIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
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
