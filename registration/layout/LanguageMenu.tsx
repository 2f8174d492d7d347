/**
 * The registration app's language menu (seed 9; issue 14: on every screen with a layout, the
 * sign-in and password screens included). Language names are shown in their own language. A
 * signed-in person's choice is saved on their user (their mails are written in it); a language
 * merely detected is never saved.
 */
import { LanguageSelect } from '../../ui/LanguageSelect';
import { REGISTRATION_LOCALES, useT } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { updateUser } from '../api/accounts';
import { localeToSave } from '../../i18n/detectLocale';

export function LanguageMenu(): React.ReactNode {
  const { t, locale, changeLocale } = useT();
  const { viewer, refreshViewer } = useSession();
  const choose = (next: string): void => {
    changeLocale(next);
    const save = viewer ? localeToSave(next, viewer.record.locale) : null;
    // The viewer is read again after saving, so a later choice compares with what is stored now
    // (English, then Finnish, then English again saves English). Not saving is harmless: the
    // interface keeps the choice for this visit.
    if (viewer && save)
      updateUser(viewer.id, { locale: save })
        .then(() => refreshViewer())
        .catch(() => undefined);
  };
  return <LanguageSelect label={t('common.language')} languages={REGISTRATION_LOCALES} locale={locale} onChoose={choose} sx={{ minWidth: { xs: 96, sm: 110 } }} />;
}
