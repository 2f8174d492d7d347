/**
 * The language menu. Narrow headers (and the sign-in card) get an icon button: react-admin's
 * LocalesMenuButton spells out the language name and was pushed off a 420 px screen; the button's
 * name still says which language is on ("Language: English"). `wide` shows the name beside the
 * icon. A choice is saved on the signed-in user (useChooseLocale).
 */
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { useChooseLocale } from './useChooseLocale';

export function LanguageMenuButton({ wide = false }: { wide?: boolean }): ReactElement {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale] = useLocaleState();
  const choose = useChooseLocale();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((l) => l.locale === locale)?.name ?? locale;
  const opener = {
    color: 'inherit' as const,
    // The name holds the visible language name, so speech input can say what it shows (WCAG 2.5.3).
    'aria-label': translate('shell.header.language', { name: current }),
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
              choose(language.locale);
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
